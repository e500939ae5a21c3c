/*
| Type tests of the real-time contract in the browser (app/realtime/contract.ts),
| compiled by `npm run typecheck` and never run or bundled: each
| `@ts-expect-error` fails the type check if the line below it stops being an
| error. The server's side is tests/types/realtime_contract.ts.
*/
import { useChannel } from '@/hooks/use-channel'
import { useLiveProps } from '@/hooks/use-live-props'
import { usePresence } from '@/hooks/use-presence'

type BoardProps = { rooms: unknown[]; tasks: unknown[] }

export function useLivePropsTypeTests() {
  useLiveProps<BoardProps>({ 'hotel.rooms': ['RoomStatusChanged'] }, ['rooms', 'tasks'])

  // @ts-expect-error a misspelt channel
  useLiveProps<BoardProps>({ 'hotel.room': ['RoomStatusChanged'] }, ['rooms'])
  // @ts-expect-error a misspelt event
  useLiveProps<BoardProps>({ 'hotel.rooms': ['RoomStatusChange'] }, ['rooms'])
  // @ts-expect-error another channel's event
  useLiveProps<BoardProps>({ 'hotel.rooms': ['BookingChanged'] }, ['rooms'])
  // @ts-expect-error a prop the page does not have
  useLiveProps<BoardProps>({ 'hotel.rooms': ['RoomStatusChanged'] }, ['room'])
  // @ts-expect-error without the page's props type no prop may be reloaded
  useLiveProps({ 'hotel.rooms': ['RoomStatusChanged'] }, ['rooms'])
  useLiveProps<BoardProps>({ 'hotel.bookings': ['BookingChanged'] }, ['rooms'], {
    accept: (message) =>
      // @ts-expect-error a payload field the event does not have
      message.event === 'BookingChanged' && message.payload.roomNumber === '12',
  })
}

export function useChannelTypeTests() {
  useChannel('hotel.bookings', { BookingChanged: ({ bookingId }) => bookingId + 1 })
  useChannel('restaurant.floor', {
    TableStatusChanged: (payload) => payload.changedAt,
  })

  // @ts-expect-error a misspelt channel
  useChannel('hotel.booking', { BookingChanged: () => {} })
  // @ts-expect-error a misspelt event
  useChannel('hotel.bookings', { BookingChange: () => {} })
  // @ts-expect-error a listener expecting the wrong payload
  useChannel('hotel.bookings', { BookingChanged: (payload: { bookingId: string }) => payload })
  // @ts-expect-error a presence channel is joined with usePresence
  useChannel('staff', {})
  // @ts-expect-error a misspelt presence channel
  usePresence('stafff')
}
