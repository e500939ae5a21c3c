import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { OrderSchema } from '#database/schema'
import type { OrderKind, OrderStatus } from '#enums/restaurant/order_status'
import RestaurantTable from '#models/restaurant/restaurant_table'
import OrderLine from '#models/restaurant/order_line'
import Customer from '#models/customers/customer'
import User from '#models/identity/user'

/**
 * A table's, a takeaway's or a room's order. `number` (OR-000123) is generated
 * by the database: refresh() after create. The balance is subtotal − discount − paid.
 */
export default class Order extends OrderSchema {
  declare kind: OrderKind
  declare status: OrderStatus

  get balanceCents() {
    return this.subtotalCents - this.discountCents - this.paidCents
  }

  @belongsTo(() => RestaurantTable, { foreignKey: 'tableId' })
  declare table: BelongsTo<typeof RestaurantTable>

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => User, { foreignKey: 'waiterId' })
  declare waiter: BelongsTo<typeof User>

  @hasMany(() => OrderLine)
  declare lines: HasMany<typeof OrderLine>
}
