import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { RoomTypeSchema } from '#database/schema'
import Room from '#models/hotel/room'

export default class RoomType extends RoomTypeSchema {
  @hasMany(() => Room)
  declare rooms: HasMany<typeof Room>
}
