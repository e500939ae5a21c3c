import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { PurchaseOrderSchema } from '#database/schema'
import Supplier from '#models/inventory/supplier'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import User from '#models/identity/user'
import type { PurchaseOrderStatus } from '#enums/inventory/purchase_order_status'

/**
 * An order to a supplier. `number` (PO-000045) comes from a database sequence:
 * call refresh() after create to read it.
 */
export default class PurchaseOrder extends PurchaseOrderSchema {
  declare status: PurchaseOrderStatus

  @belongsTo(() => Supplier)
  declare supplier: BelongsTo<typeof Supplier>

  @hasMany(() => PurchaseOrderLine)
  declare lines: HasMany<typeof PurchaseOrderLine>

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>
}
