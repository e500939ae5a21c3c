import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customers/customer'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  assertNoDuplicate,
  customerAttributes,
  customerFields,
  customerSubject,
  duplicateViolation,
  phoneDigits,
  type CustomerData,
} from '#actions/customers/customer_changes'

type CreateCustomerInput = { data: CustomerData; actor: User; request?: EventInput['request'] }

async function insertCustomer(
  trx: TransactionClientContract,
  attributes: ReturnType<typeof customerAttributes>,
  actor: User,
  request?: EventInput['request']
) {
  const customer = await Customer.create(attributes, { client: trx })
  await recordEvent(trx, {
    type: 'customers.customer.created',
    actor,
    subject: customerSubject(customer),
    after: customerFields(customer),
    request,
  })
  return customer
}

/** A new customer, unless one with the same e-mail, phone or guest profile exists (the message names them). */
export function createCustomer({ data, actor, request }: CreateCustomerInput) {
  return duplicateViolation(() =>
    db.transaction(async (trx) => {
      const attributes = customerAttributes(data)
      await assertNoDuplicate(trx, attributes)
      return insertCustomer(trx, attributes, actor, request)
    })
  )
}

/**
 * The customer a reservation taken by name and phone is for: the one with that
 * phone number if there is one, else a new person. Runs in the reservation's
 * transaction so both are written or neither.
 */
export async function customerByPhone(
  trx: TransactionClientContract,
  contact: { name: string; phone: string },
  actor: User,
  request?: EventInput['request']
) {
  const existing = await Customer.query({ client: trx })
    .where('phone_digits', phoneDigits(contact.phone))
    .first()
  if (existing) return existing
  return insertCustomer(
    trx,
    customerAttributes({ kind: 'person', name: contact.name, phone: contact.phone }),
    actor,
    request
  )
}
