import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { HousekeepingTaskSchema } from '#database/schema'
import Room from '#models/hotel/room'
import User from '#models/identity/user'
import type { TaskKind, TaskStatus } from '#enums/hotel/housekeeping_task'

/** A piece of housekeeping work on a room, optionally assigned to a housekeeper. */
export default class HousekeepingTask extends HousekeepingTaskSchema {
  declare kind: TaskKind
  declare status: TaskStatus

  @belongsTo(() => Room)
  declare room: BelongsTo<typeof Room>

  @belongsTo(() => User, { foreignKey: 'assigneeId' })
  declare assignee: BelongsTo<typeof User>
}
