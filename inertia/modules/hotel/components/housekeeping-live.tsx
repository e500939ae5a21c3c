import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useChannel } from '@/hooks/use-channel'

/** What the board reloads when something changes: only its live props, never the page. */
export const LIVE_PROPS = ['rooms', 'tasks', 'myTasks']

/*
| One change often arrives as several events (a finished task is also a room
| status change); they are gathered for a moment into one reload.
*/
function useCoalescedReload(delayMs = 120) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])
  return () => {
    if (timer.current) return
    timer.current = setTimeout(() => {
      timer.current = null
      router.reload({ only: LIVE_PROPS })
    }, delayMs)
  }
}

/** Room status and task changes from anyone reach the board within a second; a reconnect fetches what was missed. */
export function useHousekeepingLive() {
  const reload = useCoalescedReload()
  useChannel('hotel.rooms', { RoomStatusChanged: reload }, { reloadOnReconnect: LIVE_PROPS })
  useChannel('hotel.housekeeping', { HousekeepingTaskChanged: reload }, { reloadOnReconnect: LIVE_PROPS })
}

/** Arrivals and departures change occupancy; only users who may see bookings listen to them. */
export function BookingsLive() {
  const reload = useCoalescedReload()
  useChannel('hotel.bookings', { BookingChanged: reload }, { reloadOnReconnect: LIVE_PROPS })
  return null
}
