import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { CashDrawerSchema } from '#database/schema'
import User from '#models/identity/user'

/**
 * One cashier's till from open to close: expected = float + cash taken − change
 * given − cash refunded; the difference is counted − expected.
 */
export default class CashDrawer extends CashDrawerSchema {
  @belongsTo(() => User, { foreignKey: 'cashierId' })
  declare cashier: BelongsTo<typeof User>
}
