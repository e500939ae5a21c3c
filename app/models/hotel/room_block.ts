import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { RoomBlockSchema } from '#database/schema'
import Room from '#models/hotel/room'

/** An out-of-order block: the room is not sellable on the nights [startsOn, endsOn). */
export default class RoomBlock extends RoomBlockSchema {
  @belongsTo(() => Room)
  declare room: BelongsTo<typeof Room>
}
