import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { CustomerSchema } from '#database/schema'
import Guest from '#models/hotel/guest'
import type { CustomerKind } from '#enums/customers/customer_kind'

/**
 * A person or company the restaurant serves. `phoneDigits` is computed by the
 * database (the phone as digits only) and is what duplicates are compared on.
 */
export default class Customer extends CustomerSchema {
  declare kind: CustomerKind

  @belongsTo(() => Guest)
  declare guest: BelongsTo<typeof Guest>
}
