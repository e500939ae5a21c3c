/*
| Type tests of the real-time contract on the server (app/realtime/contract.ts),
| compiled by `npm run typecheck` and never run: each `@ts-expect-error` fails
| the type check if the line below it stops being an error. The browser's side
| is inertia/types/tests/realtime-contract.ts.
*/
import { broadcast } from '#services/broadcast'
import type { ChannelAuthorisation } from '#services/realtime'

export function broadcastTypeTests() {
  const room = { roomId: 12, number: '12', floor: 1, status: 'clean' }
  broadcast('hotel.rooms', 'RoomStatusChanged', room)

  // @ts-expect-error a misspelt channel
  broadcast('hotel.room', 'RoomStatusChanged', room)
  // @ts-expect-error an event the channel does not carry
  broadcast('hotel.rooms', 'RoomStatusChange', room)
  // @ts-expect-error another channel's event
  broadcast('hotel.rooms', 'BookingChanged', room)
  // @ts-expect-error a payload of the wrong shape
  broadcast('hotel.rooms', 'RoomStatusChanged', { ...room, roomId: '12' })
  // @ts-expect-error a payload missing a field
  broadcast('hotel.rooms', 'RoomStatusChanged', { roomId: 12, status: 'clean' })
  // @ts-expect-error the wire name is made by broadcast(), never passed in
  broadcast('private-hotel.rooms', 'RoomStatusChanged', room)
  // @ts-expect-error presence channels carry their members only
  broadcast('staff', 'RoomStatusChanged', room)
}

export function authorisationTypeTests(
  rules: ChannelAuthorisation,
  withoutRooms: Omit<ChannelAuthorisation, 'hotel.rooms'>
) {
  // @ts-expect-error a declared channel without a rule
  const missing: ChannelAuthorisation = withoutRooms
  const extra: ChannelAuthorisation = {
    ...rules,
    // @ts-expect-error a rule for a channel the contract does not declare
    'hotel.room': () => true,
  }
  const kitchen: ChannelAuthorisation = {
    ...rules,
    // @ts-expect-error the kitchen channel's parameter is `station`
    'restaurant.kitchen.{station}': (_user, { id }) => id === 'grill',
  }
  const presence: ChannelAuthorisation = {
    ...rules,
    // @ts-expect-error a presence channel's rule returns what other members see
    staff: () => true,
  }
  return [missing, extra, kitchen, presence]
}
