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

export function room(
  type: RoomType,
  overrides: Partial<Pick<Room, 'number' | 'floor' | 'housekeepingStatus'>> = {}
) {
  return Room.create({
    number: '101',
    floor: 1,
    roomTypeId: type.id,
    housekeepingStatus: 'clean',
    ...overrides,
  })
}

export const count = (model: typeof RoomType | typeof Room) =>
  model
    .query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))
