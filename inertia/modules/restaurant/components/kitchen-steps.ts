/* The display's pure rules: a tap's next step, and the timer's colour and text. */
type Status = 'queued' | 'preparing' | 'ready' | 'served'

/** The step a tap takes a line to at the station; null once it is ready (the waiter serves it). */
export function nextStatus(status: Status): 'preparing' | 'ready' | null {
  if (status === 'queued') return 'preparing'
  if (status === 'preparing') return 'ready'
  return null
}

const ORDER: Status[] = ['queued', 'preparing', 'ready', 'served']

/** The more advanced of a tap's status (if any) and the server's. */
export function furthest(tapped: Status | undefined, stored: Status) {
  if (!tapped) return stored
  return ORDER.indexOf(tapped) > ORDER.indexOf(stored) ? tapped : stored
}

export type TimerTone = 'on_time' | 'late' | 'very_late'

/** Amber past the slowest live line's preparation minutes, red past 1.5 times them. */
export function timerTone(elapsedMs: number, slowestMinutes: number): TimerTone {
  if (slowestMinutes <= 0) return 'on_time'
  const limit = slowestMinutes * 60_000
  if (elapsedMs > limit * 1.5) return 'very_late'
  return elapsedMs > limit ? 'late' : 'on_time'
}

/** mm:ss (minutes keep counting past the hour). */
export function elapsedText(ms: number) {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0')
  return `${mm}:${String(seconds % 60).padStart(2, '0')}`
}
