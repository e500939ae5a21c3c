import { afterCreate, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import db from '@adonisjs/lucid/services/db'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { RoomSchema } from '#database/schema'
import RoomType from '#models/hotel/room_type'
import RoomStatusChange from '#models/hotel/room_status_change'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'
import { startService } from '#services/hotel/room_service'

/** A sellable room. Occupancy is derived from bookings and never stored here. */
export default class Room extends RoomSchema {
  declare housekeepingStatus: HousekeepingStatus

  @belongsTo(() => RoomType)
  declare roomType: BelongsTo<typeof RoomType>

  @hasMany(() => RoomStatusChange)
  declare statusChanges: HasMany<typeof RoomStatusChange>

  /* Whoever creates a room, its service history starts with it, in the same transaction. */
  @afterCreate()
  static async startServiceHistory(room: Room) {
    if (room.isActive !== false) await startService(room.$trx ?? db.connection(), room)
  }
}
