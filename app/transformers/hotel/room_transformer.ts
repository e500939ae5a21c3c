import { BaseTransformer } from '@adonisjs/core/transformers'
import type Room from '#models/hotel/room'

/* A room with its type's code and name (roomType preloaded). */
export default class RoomTransformer extends BaseTransformer<Room> {
  forIndex() {
    return {
      ...this.pick(this.resource, [
        'id',
        'number',
        'floor',
        'housekeepingStatus',
        'notes',
        'isActive',
        'roomTypeId',
      ]),
      roomType: {
        id: this.resource.roomType.id,
        code: this.resource.roomType.code,
        name: this.resource.roomType.name,
      },
    }
  }

  forEdit() {
    return this.pick(this.resource, [
      'id',
      'number',
      'floor',
      'roomTypeId',
      'notes',
      'isActive',
      'housekeepingStatus',
    ])
  }
}
