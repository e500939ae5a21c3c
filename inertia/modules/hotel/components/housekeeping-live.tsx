import { useLiveProps } from '@/hooks/use-live-props'

/** What the board reloads when something changes: only its live props, never the page. */
export const LIVE_PROPS = ['rooms', 'tasks', 'myTasks'] as const

/** The board page's props: `Props` has the live ones. */
type BoardProps = Record<(typeof LIVE_PROPS)[number], unknown>

/** Room status and task changes from anyone reach the board within a second; a reconnect fetches what was missed. */
export function useHousekeepingLive<Props extends BoardProps>() {
  useLiveProps<Props>(
    { 'hotel.rooms': ['RoomStatusChanged'], 'hotel.housekeeping': ['HousekeepingTaskChanged'] },
    LIVE_PROPS
  )
}

/** Arrivals and departures change occupancy; only users who may see bookings listen to them. */
export function BookingsLive() {
  useLiveProps<BoardProps>({ 'hotel.bookings': ['BookingChanged'] }, LIVE_PROPS)
  return null
}
