import factory from '@adonisjs/lucid/factories'
import Supplier from '#models/inventory/supplier'
import { nextInSequence } from '#database/factories/sequence'

export const SupplierFactory = factory
  .define(Supplier, () => ({ name: `Supplier ${nextInSequence()}` }))
  .build()
