import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { EventSchema } from '#database/schema'
import User from '#models/identity/user'

/** One line of the activity log. Rows are never updated or deleted (the database refuses). */
export default class Event extends EventSchema {
  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
