import { BaseTransformer } from '@adonisjs/core/transformers'
import type RoomStatusChange from '#models/hotel/room_status_change'
import type User from '#models/identity/user'

/* One line of a room's status history (actor preloaded); the actor is named, never exposed. */
export default class RoomStatusChangeTransformer extends BaseTransformer<RoomStatusChange> {
  toObject() {
    /* Preloaded, and null for a change nobody signed (a system one). */
    const actor = (this.resource.actor ?? null) as User | null
    return {
      ...this.pick(this.resource, ['id', 'fromStatus', 'toStatus', 'reason']),
      actorName: actor?.fullName ?? null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
