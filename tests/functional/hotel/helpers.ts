import { DateTime } from 'luxon'
import RoomType from '#models/hotel/room_type'
import Room from '#models/hotel/room'

/* Hotel specs: a room type and rooms written straight to the database. */
export function roomType(
  overrides: Partial<
    Pick<RoomType, 'code' | 'name' | 'baseRateCents' | 'maxAdults' | 'maxChildren'>
  > = {}
) {
  return RoomType.create({
    code: 'STD',
    name: 'Standard',
    baseRateCents: 9000,
    maxAdults: 2,
    maxChildren: 1,
    amenities: ['Wi-Fi'],
    ...overrides,
  })
}

/** The day fixture rooms were created: they are in service for every date a spec uses. */
export const FIXTURE_ROOMS_OPENED = DateTime.fromISO('2020-01-01T12:00:00Z')

export function room(
  type: RoomType,
  overrides: Partial<Pick<Room, 'number' | 'floor' | 'housekeepingStatus' | 'createdAt'>> = {}
) {
  return Room.create({
    number: '101',
    floor: 1,
    roomTypeId: type.id,
    housekeepingStatus: 'clean',
    createdAt: FIXTURE_ROOMS_OPENED,
    ...overrides,
  })
}

export const count = (model: typeof RoomType | typeof Room) =>
  model
    .query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))
