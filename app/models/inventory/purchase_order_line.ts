import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { PurchaseOrderLineSchema } from '#database/schema'
import Product from '#models/inventory/product'
import PurchaseOrder from '#models/inventory/purchase_order'

/**
 * One product on an order, counted in its purchase unit, with the unit's label
 * and size (stock units in one) as they were when the line was written.
 */
export default class PurchaseOrderLine extends PurchaseOrderLineSchema {
  /* bigint in the database; cents stay far below 2^53. */
  @column({ consume: (value) => Number(value) })
  declare unitCostCents: number

  @belongsTo(() => PurchaseOrder)
  declare purchaseOrder: BelongsTo<typeof PurchaseOrder>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
