import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { PaymentSchema } from '#database/schema'
import type { PaymentMethod } from '#enums/restaurant/payment'
import Order from '#models/restaurant/order'
import User from '#models/identity/user'

/**
 * One payment on an order: `amountCents` comes off its balance (negative for a
 * refund, which names the payment it refunds and a reason); `tipCents` is on top.
 */
export default class Payment extends PaymentSchema {
  declare method: PaymentMethod

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => User, { foreignKey: 'cashierId' })
  declare cashier: BelongsTo<typeof User>
}
