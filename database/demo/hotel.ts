import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import RoomType from '#models/hotel/room_type'
import Room from '#models/hotel/room'

const ROOM_TYPES = [
  {
    code: 'STD',
    name: 'Standard',
    description: 'A quiet double room facing the garden.',
    baseRateCents: 9000,
    maxAdults: 2,
    maxChildren: 1,
    beds: '1 queen',
    sizeM2: '20.0',
    amenities: ['Wi-Fi', 'Air conditioning', 'TV'],
  },
  {
    code: 'DLX',
    name: 'Deluxe',
    description: 'A larger room with a sea view and a work desk.',
    baseRateCents: 14500,
    maxAdults: 2,
    maxChildren: 2,
    beds: '1 king',
    sizeM2: '28.0',
    amenities: ['Wi-Fi', 'Air conditioning', 'TV', 'Minibar', 'Sea view'],
  },
  {
    code: 'FAM',
    name: 'Family',
    description: 'Two connected spaces for parents and children.',
    baseRateCents: 18000,
    maxAdults: 4,
    maxChildren: 3,
    beds: '1 king + 2 singles',
    sizeM2: '36.0',
    amenities: ['Wi-Fi', 'Air conditioning', 'TV', 'Minibar', 'Sofa bed'],
  },
  {
    code: 'STE',
    name: 'Suite',
    description: 'Bedroom, living room and a private balcony.',
    baseRateCents: 29000,
    maxAdults: 3,
    maxChildren: 2,
    beds: '1 king',
    sizeM2: '55.0',
    amenities: ['Wi-Fi', 'Air conditioning', 'TV', 'Minibar', 'Sea view', 'Balcony', 'Bathtub'],
  },
]

/* Floor by floor: which type each room number gets. */
const FLOORS: { floor: number; rooms: number; typeOf: (index: number) => string }[] = [
  { floor: 1, rooms: 10, typeOf: (index) => (index < 8 ? 'STD' : 'FAM') },
  { floor: 2, rooms: 10, typeOf: (index) => (index < 4 ? 'STD' : index < 8 ? 'DLX' : 'FAM') },
  { floor: 3, rooms: 6, typeOf: (index) => (index < 4 ? 'DLX' : 'STE') },
]

/**
 * 4 room types and 26 rooms on 3 floors (101–110, 201–210, 301–306), in service
 * for a year (the demo's history is shorter). Skipped when room types exist.
 */
export async function seedHotel(client: QueryClientContract) {
  if (await RoomType.query({ client }).first()) return
  const openedAt = DateTime.now().minus({ years: 1 })
  const types = new Map<string, RoomType>()
  for (const attributes of ROOM_TYPES)
    types.set(attributes.code, await RoomType.create(attributes, { client }))
  for (const { floor, rooms, typeOf } of FLOORS) {
    for (let index = 0; index < rooms; index++) {
      const number = `${floor}${String(index + 1).padStart(2, '0')}`
      await Room.create(
        {
          number,
          floor,
          roomTypeId: types.get(typeOf(index))!.id,
          housekeepingStatus: 'clean',
          createdAt: openedAt,
        },
        { client }
      )
    }
  }
}
