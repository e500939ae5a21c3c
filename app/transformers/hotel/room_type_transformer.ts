import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type RoomType from '#models/hotel/room_type'
import RoomTypePolicy from '#policies/hotel/room_type_policy'

const FIELDS = [
  'id',
  'code',
  'name',
  'description',
  'baseRateCents',
  'maxAdults',
  'maxChildren',
  'beds',
  'sizeM2',
  'amenities',
  'isActive',
] as const

/* A room type as the hotel screens see it; roomsCount comes from withCount. */
export default class RoomTypeTransformer extends BaseTransformer<RoomType> {
  @inject()
  async forIndex({ bouncer }: HttpContext) {
    const manage = await bouncer.with(RoomTypePolicy).allows('manage')
    const roomsCount = Number(this.resource.$extras.rooms_count ?? 0)
    return {
      ...this.pick(this.resource, FIELDS),
      roomsCount,
      can: { update: manage, delete: manage && roomsCount === 0 },
    }
  }

  forOption() {
    return this.pick(this.resource, ['id', 'code', 'name', 'isActive'])
  }
}
