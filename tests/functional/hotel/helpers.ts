import type RoomType from '#models/hotel/room_type'
import type Room from '#models/hotel/room'
import { RoomTypeFactory } from '#database/factories/hotel/room_type_factory'
import { FACTORY_ROOMS_OPENED, RoomFactory } from '#database/factories/hotel/room_factory'

/* Hotel specs: a room type and rooms, through the factories, with the specs' own defaults. */
export function roomType(
  overrides: Partial<
    Pick<RoomType, 'code' | 'name' | 'baseRateCents' | 'maxAdults' | 'maxChildren'>
  > = {}
) {
  return RoomTypeFactory.merge({
    code: 'STD',
    name: 'Standard',
    baseRateCents: 9000,
    maxAdults: 2,
    maxChildren: 1,
    amenities: ['Wi-Fi'],
    ...overrides,
  }).create()
}

/** The day fixture rooms were created: they are in service for every date a spec uses. */
export const FIXTURE_ROOMS_OPENED = FACTORY_ROOMS_OPENED

export function room(
  type: RoomType,
  overrides: Partial<Pick<Room, 'number' | 'floor' | 'housekeepingStatus' | 'createdAt'>> = {}
) {
  return RoomFactory.merge({ number: '101', roomTypeId: type.id, ...overrides }).create()
}

export const count = (model: typeof RoomType | typeof Room) =>
  model
    .query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))
