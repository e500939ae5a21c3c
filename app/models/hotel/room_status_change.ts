import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { RoomStatusChangeSchema } from '#database/schema'
import User from '#models/identity/user'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'

/** One line of a room's housekeeping history: from, to, why and who. */
export default class RoomStatusChange extends RoomStatusChangeSchema {
  declare fromStatus: HousekeepingStatus
  declare toStatus: HousekeepingStatus

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
