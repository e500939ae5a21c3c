import factory from '@adonisjs/lucid/factories'
import InventoryCategory from '#models/inventory/inventory_category'
import { nextInSequence } from '#database/factories/sequence'

export const InventoryCategoryFactory = factory
  .define(InventoryCategory, () => ({ name: `Category ${nextInSequence()}` }))
  .build()
