import { useCallback, useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { useLiveProps } from '@/hooks/use-live-props'
import type { KitchenLine, KitchenTicketCard } from '#queries/restaurant/kitchen_board'
import type { MenuStation } from '#enums/restaurant/menu_station'
import type { ChannelEventLists } from '../../../../app/realtime/contract'

export type { KitchenLine, KitchenTicketCard }
export type Station = MenuStation

/** What the display reloads: its tickets, what Recall brings back, and the server's clock. */
export const KITCHEN_LIVE_PROPS = ['tickets', 'lastBumpedId', 'now'] as const

type LiveProps = Record<(typeof KITCHEN_LIVE_PROPS)[number], unknown>

/**
 * Tickets fired to the station and changes to them (a tap elsewhere, a void)
 * reload the display's tickets within a second; a reconnect (the kitchen's
 * wifi dropped) reloads them too, so a ticket sent meanwhile appears.
 */
export function useKitchenLive<Props extends LiveProps>(station: Station) {
  const channels: ChannelEventLists = {}
  channels[`restaurant.kitchen.${station}`] = ['TicketFired', 'TicketChanged']
  useLiveProps<Props>(channels, KITCHEN_LIVE_PROPS)
}

/** Fetches the display's tickets again; `onFinish` once they are in. */
export function reloadBoard(onFinish?: () => void) {
  router.reload({ only: [...KITCHEN_LIVE_PROPS], onFinish })
}

function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? ''
}

/**
 * Posts a tap as JSON (taps on several lines run side by side, none cancels
 * another); answers the server's message, and whether it was taken.
 */
export async function postKitchen(url: string, body: Record<string, unknown> = {}) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'X-CSRF-TOKEN': csrfToken(),
      },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    return { ok: response.ok, message: answer.message ?? null }
  } catch {
    return { ok: false, message: null }
  }
}

/** Milliseconds of the server's clock, ticking every second (the timers read it). */
export function useServerClock(serverNow: string) {
  const [clock, setClock] = useState(() => ({ offset: 0, at: Date.now() }))
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now()
    const tick = () => setClock({ offset, at: Date.now() })
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [serverNow])
  return clock.at + clock.offset
}

/**
 * Tickets that arrived while the display was open (fired, or sent while it was
 * offline and fetched on reconnecting): highlighted for a few seconds, and
 * `onArrive` called once for them. Those shown at first, and a recalled one
 * seen before, are not new.
 */
export function useNewTickets(
  tickets: KitchenTicketCard[],
  onArrive: (arrived: KitchenTicketCard[]) => void
) {
  const seen = useRef<Set<number> | null>(null)
  const [fresh, setFresh] = useState<number[]>([])
  const arrive = useRef(onArrive)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => {
    arrive.current = onArrive
  })
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  useEffect(() => {
    if (!seen.current) {
      seen.current = new Set(tickets.map((ticket) => ticket.id))
      return
    }
    const known = seen.current
    const arrived = tickets.filter((ticket) => !known.has(ticket.id))
    if (arrived.length === 0) return
    arrived.forEach((ticket) => known.add(ticket.id))
    const ids = arrived.map((ticket) => ticket.id)
    setFresh((current) => [...current, ...ids])
    arrive.current(arrived)
    timers.current.push(
      setTimeout(() => setFresh((current) => current.filter((id) => !ids.includes(id))), 6000)
    )
  }, [tickets])
  return useCallback((id: number) => fresh.includes(id), [fresh])
}
