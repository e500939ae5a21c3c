import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { useLiveProps } from '@/hooks/use-live-props'

/** What the floor map reloads: its tables and the server's clock, never the page. */
export const FLOOR_LIVE_PROPS = ['tables', 'now'] as const

/* "Reserved" begins an hour before a reservation with no event to announce it, and the seated minutes tick. */
const CLOCK_REFRESH_MS = 60_000

/** Status and order changes (a total, a move) from anyone reach the map within a second; a reconnect fetches what was missed. */
export function useFloorLive<Props extends Record<(typeof FLOOR_LIVE_PROPS)[number], unknown>>() {
  useLiveProps<Props>(
    { 'restaurant.floor': ['TableStatusChanged'], 'restaurant.orders': ['OrderChanged'] },
    FLOOR_LIVE_PROPS
  )
  useEffect(() => {
    const timer = setInterval(
      () => router.reload({ only: [...FLOOR_LIVE_PROPS] }),
      CLOCK_REFRESH_MS
    )
    return () => clearInterval(timer)
  }, [])
}
