import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { StockMovementSchema } from '#database/schema'
import Product from '#models/inventory/product'
import User from '#models/identity/user'
import type { AdjustmentReason, MovementKind } from '#enums/inventory/movement_kind'

/**
 * One line of the stock ledger. Rows are never updated or deleted (the
 * database refuses); only the stock ledger writes them.
 */
export default class StockMovement extends StockMovementSchema {
  declare kind: MovementKind
  declare reason: AdjustmentReason | null

  /* bigint columns come back from pg as strings; ids and cents stay far below 2^53. */
  @column({ isPrimary: true, consume: (value) => Number(value) })
  declare id: number

  @column({ consume: (value) => Number(value) })
  declare valueCents: number

  @column({ consume: (value) => Number(value) })
  declare valueAfterCents: number

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
