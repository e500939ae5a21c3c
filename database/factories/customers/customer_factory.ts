import factory from '@adonisjs/lucid/factories'
import Customer from '#models/customers/customer'
import { nextInSequence } from '#database/factories/sequence'

/** A person with a phone number of their own (phones are compared as digits). */
export const CustomerFactory = factory
  .define(Customer, () => {
    const n = nextInSequence()
    return {
      kind: 'person' as const,
      name: `Customer ${n}`,
      phone: `+1 555 ${String(n).padStart(7, '0')}`,
      tags: [],
    }
  })
  .build()
