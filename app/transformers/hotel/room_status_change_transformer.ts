import { BaseTransformer } from '@adonisjs/core/transformers'
import type RoomStatusChange from '#models/hotel/room_status_change'

/* One line of a room's status history (actor preloaded); the actor is named, never exposed. */
export default class RoomStatusChangeTransformer extends BaseTransformer<RoomStatusChange> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'fromStatus', 'toStatus', 'reason']),
      actorName: this.resource.actor?.fullName ?? null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
