import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { ProductSchema } from '#database/schema'
import InventoryCategory from '#models/inventory/inventory_category'
import Supplier from '#models/inventory/supplier'
import StockMovement from '#models/inventory/stock_movement'
import type { StockUnit } from '#enums/inventory/stock_unit'

/**
 * A stocked item. Quantities are decimal strings in the stock unit. onHand,
 * stockValueCents and averageCostCents are running balances that only the stock
 * ledger writes (under a row lock); the product form never touches them.
 */
export default class Product extends ProductSchema {
  declare sku: string
  declare unit: StockUnit

  /* bigint in the database; cents stay far below 2^53. */
  @column({ consume: (value) => Number(value) })
  declare stockValueCents: number

  @belongsTo(() => InventoryCategory, { foreignKey: 'categoryId' })
  declare category: BelongsTo<typeof InventoryCategory>

  @belongsTo(() => Supplier, { foreignKey: 'preferredSupplierId' })
  declare preferredSupplier: BelongsTo<typeof Supplier>

  @hasMany(() => StockMovement)
  declare movements: HasMany<typeof StockMovement>
}
