import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useChannel } from '@/hooks/use-channel'
import type {
  ChannelEventLists,
  ChannelMessage,
  PrivateChannelName,
} from '../../app/realtime/contract'

/**
 * The live-board engine every board shares (housekeeping, floor map, kitchen,
 * stock): while mounted, any of the listed events on any of the listed channels
 * reloads only `props` from the server, events arriving together are gathered
 * into one reload, and a reconnect reloads them too so nothing missed stays
 * missing.
 *
 *   useLiveProps<Props>({ 'hotel.rooms': ['RoomStatusChanged'] }, ['rooms', 'tasks'])
 *
 * Channel and event names come from the real-time contract
 * (app/realtime/contract.ts), channels without their `private-` prefix; the
 * props reloaded are the page's own (`Props`, the page's props type). `accept`
 * may drop events that do not concern this page: it gets the channel, the event
 * and its payload, typed by the contract.
 *
 * A reload waits for a visit in flight (the page's own form post, whose change
 * is often what was just broadcast): run alongside it, it would race the post
 * for the session and could swallow the post's flash message.
 */
let visitsInFlight = 0
const afterVisits = new Set<() => void>()
let tracking = false

/* Counts the router's visits from the first live page on; they are app-wide, so once is enough. */
function trackVisits() {
  if (tracking) return
  tracking = true
  router.on('start', () => {
    visitsInFlight += 1
  })
  router.on('finish', () => {
    visitsInFlight = Math.max(0, visitsInFlight - 1)
    if (visitsInFlight > 0) return
    const waiting = [...afterVisits]
    afterVisits.clear()
    waiting.forEach((next) => next())
  })
}

function whenNoVisitInFlight(work: () => void) {
  if (visitsInFlight > 0) afterVisits.add(work)
  else work()
}

export function useLiveProps<Props>(
  channels: ChannelEventLists,
  props: readonly NoInfer<keyof Props & string>[],
  options: { accept?: (message: ChannelMessage) => boolean; delayMs?: number } = {}
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ props, accept: options.accept })
  useEffect(() => {
    latest.current = { props, accept: options.accept }
  })
  useEffect(() => {
    trackVisits()
    return () => clearTimeout(timer.current ?? undefined)
  }, [])
  const delayMs = options.delayMs ?? 120

  const reload = (message: ChannelMessage) => {
    if (latest.current.accept && !latest.current.accept(message)) return
    if (timer.current) return
    timer.current = setTimeout(() => {
      timer.current = null
      whenNoVisitInFlight(() => router.reload({ only: [...latest.current.props] }))
    }, delayMs)
  }

  for (const [channel, events] of Object.entries(channels) as [
    PrivateChannelName,
    readonly string[],
  ][]) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the channel list is fixed for a page
    useChannel(
      channel,
      Object.fromEntries(
        events.map((event) => [
          event,
          (payload: unknown) => reload({ channel, event, payload } as ChannelMessage),
        ])
      ),
      { reloadOnReconnect: props }
    )
  }
}
