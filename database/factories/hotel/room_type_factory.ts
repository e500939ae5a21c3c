import factory from '@adonisjs/lucid/factories'
import RoomType from '#models/hotel/room_type'
import { nextInSequence } from '#database/factories/sequence'

export const RoomTypeFactory = factory
  .define(RoomType, () => {
    const n = nextInSequence()
    return {
      code: `T${n}`,
      name: `Room type ${n}`,
      baseRateCents: 9000,
      maxAdults: 2,
      maxChildren: 1,
      amenities: [],
    }
  })
  .build()
