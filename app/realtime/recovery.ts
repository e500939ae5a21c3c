/*
| Once Redis is back every client is asked to reconnect (RealtimeServer's
| #reconnectAll). All at once, thousands of clients would reconnect, sign their
| channels and refetch their pages in the same moment: the closes are spread,
| in random order, at a rate, over at most RECOVERY_SPREAD_MAX_MS.
*/

/** The longest a recovery's closes are spread over. */
export const RECOVERY_SPREAD_MAX_MS = 10_000
/** The step between two batches of closes. */
export const RECOVERY_TICK_MS = 50

/**
 * When each of `count` connections is closed after a recovery, in ms from now:
 * evenly at `perSecond`, or faster when that would take longer than 10 s.
 */
export function recoveryDelays(count: number, perSecond: number): number[] {
  const spreadMs = Math.min(RECOVERY_SPREAD_MAX_MS, (count / perSecond) * 1000)
  return Array.from({ length: count }, (_, index) =>
    count > 1 ? Math.floor((index * spreadMs) / count) : 0
  )
}

/** The same items in random order (Fisher–Yates, in place). */
export function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[items[index], items[other]] = [items[other], items[index]]
  }
  return items
}
