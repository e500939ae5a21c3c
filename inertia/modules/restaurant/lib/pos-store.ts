/*
| The one POS queue of this browser: kept in localStorage (a reload keeps what
| was not sent), sent in order by pos-queue's drain, again when the browser is
| back online and every few seconds while something waits. Screens read it
| with usePosQueue() and hear the server's answers with onPosAnswer().
*/
import { useEffect, useSyncExternalStore } from 'react'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import {
  drain,
  emptyQueue,
  parseQueue,
  type PosAnswer,
  type PosQueue,
  type PosRequest,
  type PosUrls,
} from '@/modules/restaurant/lib/pos-queue'

const STORAGE_KEY = 'posada.pos.queue'
const RETRY_MS = 5_000

const urls: PosUrls = {
  store: () => urlFor('restaurant.orders.store'),
  lines: (id) => urlFor('restaurant.orders.lines.store', { id }),
  line: (id, lineId) => urlFor('restaurant.orders.lines.update', { id, lineId }),
  send: (id) => urlFor('restaurant.orders.send', { id }),
}

/** An order's state as the server answers it (its id and lock version are all the store reads). */
type HeldState = { id: number; lockVersion: number }

export type QueueSnapshot = {
  queue: PosQueue
  connection: 'online' | 'offline' | 'stalled'
  /** The newest state of each order this page heard from the server (answers to its own calls); not stored. */
  states: Record<number, unknown>
}

let snapshot: QueueSnapshot = { queue: emptyQueue(), connection: 'online', states: {} }
let loaded = false
let running: Promise<void> | null = null
const listeners = new Set<() => void>()
const answerListeners = new Set<(orderKey: string, state: unknown) => void>()
/* The newest lock version this browser holds of each order (its own answers included). */
const lockVersions = new Map<number, number>()

/** Remembers an order's state this page holds, so the news of it is not fetched again. */
export function holdOrderVersion(orderId: number, lockVersion: number) {
  lockVersions.set(orderId, Math.max(lockVersions.get(orderId) ?? 0, lockVersion))
}

/**
 * Keeps an order's state the server answered, when it is the newest this page
 * has: every screen of that order draws from it, so an answer that arrives
 * while the page changes (a new order's visit to its own page) is not lost.
 */
export function holdOrderState(state: HeldState) {
  holdOrderVersion(state.id, state.lockVersion)
  const held = snapshot.states[state.id] as HeldState | undefined
  if (held && held.lockVersion > state.lockVersion) return
  publish({ states: { ...snapshot.states, [state.id]: state } })
}

/** The store as it is now, for a tap to decide from (never the render's copy, which may be a tap behind). */
export function posSnapshot(): QueueSnapshot {
  load()
  return snapshot
}

/** Whether news of an order at this lock version is newer than what this page holds. */
export const isNewerVersion = (orderId: number, lockVersion: number) =>
  lockVersion > (lockVersions.get(orderId) ?? 0)

function load() {
  if (loaded || typeof window === 'undefined') return
  loaded = true
  snapshot = { ...snapshot, queue: parseQueue(window.localStorage.getItem(STORAGE_KEY)) }
}

function publish(next: Partial<QueueSnapshot>) {
  snapshot = { ...snapshot, ...next }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot.queue))
  } catch {
    /* Storage full or refused: the queue still lives in this page. */
  }
  listeners.forEach((listener) => listener())
}

function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? ''
}

/* A page kept open across a sign-in holds a stale token (419): the page's current one is fetched. */
async function refreshCsrfToken() {
  const response = await fetch(urlFor('home'), {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
  })
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await response.text())?.[1]
  if (token) document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', token)
}

function call(request: PosRequest) {
  return fetch(request.url, {
    method: request.method,
    credentials: 'same-origin',
    headers: {
      'Accept': 'application/json',
      'Content-Type': 'application/json',
      'X-CSRF-TOKEN': csrfToken(),
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(request.body),
  })
}

/** One JSON call of the POS; throws when the network fails (or the browser knows it is offline). */
export async function posFetch(request: PosRequest): Promise<PosAnswer> {
  if (navigator.onLine === false) throw new TypeError('offline')
  let response = await call(request)
  if (response.status === 419) {
    await refreshCsrfToken()
    response = await call(request)
  }
  const body = await response.json().catch(() => null)
  return { status: response.status, body }
}

/** Sends what waits, unless a drain is already running (it picks new entries up itself). */
export function flushPosQueue() {
  load()
  if (running) return running
  running = drain(() => snapshot.queue, {
    send: posFetch,
    update: (queue) => publish({ queue }),
    answered: (orderKey, state) => {
      holdOrderState(state as HeldState)
      answerListeners.forEach((listener) => listener(orderKey, state))
    },
    fallback: t('restaurant_pos.refused'),
    urls,
  }).then((result) => {
    running = null
    publish({ connection: result === 'done' ? 'online' : result })
  })
  return running
}

/*
| A tap's request starts once the screen has drawn the tap (the frame after it,
| or 50 ms at the latest where frames are not drawn, as in a hidden tab): the
| waiter sees the line first, and an answer landing fast does not hold that
| frame back.
*/
let flushScheduled = false
function flushAfterPaint() {
  if (flushScheduled) return
  flushScheduled = true
  const go = () => {
    if (!flushScheduled) return
    flushScheduled = false
    void flushPosQueue()
  }
  requestAnimationFrame(() => setTimeout(go, 0))
  setTimeout(go, 50)
}

/** Changes the queue (a tap), shows it at once, and sends it right after. */
export function changePosQueue(change: (queue: PosQueue) => PosQueue) {
  load()
  publish({ queue: change(snapshot.queue) })
  flushAfterPaint()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The queue as it is now; re-renders on every change. Starts the replays while a POS is open. */
export function usePosQueue(): QueueSnapshot {
  load()
  useEffect(() => {
    const online = () => void flushPosQueue()
    window.addEventListener('online', online)
    const timer = window.setInterval(() => {
      if (snapshot.queue.entries.length > 0) void flushPosQueue()
    }, RETRY_MS)
    if (snapshot.queue.entries.length > 0) void flushPosQueue()
    return () => {
      window.removeEventListener('online', online)
      window.clearInterval(timer)
    }
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot
  )
}

/** Hears every order state the server answers to a queued change. */
export function useOrderAnswers(listener: (orderKey: string, state: unknown) => void) {
  useEffect(() => {
    answerListeners.add(listener)
    return () => {
      answerListeners.delete(listener)
    }
  }, [listener])
}
