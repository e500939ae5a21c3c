/*
| The POS's queue of changes not yet on the server: opening an order, adding
| lines, changing a line, sending. Each change carries the key the server
| knows it by (the order's, each line's, the send's), so replaying one that
| already landed adds or sends nothing twice. Changes are sent in order; a
| network failure keeps them (and everything after them) queued; a refusal
| (4xx) drops the change and keeps its message for the lines it named.
|
| Pure: no fetch, no storage, no timers here — the caller gives them (see
| pos-store.ts), so the queue is tested on its own.
*/

export type LineChange = { quantity?: number; notes?: string; course?: number }

/** A line as the POS queues it: what the server reads, and what the ticket shows meanwhile. */
export type QueuedLine = {
  key: string
  menu_item_id?: number
  combo_id?: number
  quantity: number
  notes?: string
  course?: number
  /* For the ticket only; never sent. */
  name: string
  unitPriceCents: number
}

export type OrderFields = Record<string, unknown>

export type QueueEntry =
  | { kind: 'create'; key: string; orderKey: string; order: OrderFields; lines: QueuedLine[] }
  | { kind: 'add'; key: string; orderKey: string; lines: QueuedLine[] }
  | { kind: 'change'; key: string; orderKey: string; lineKey: string; change: LineChange }
  | { kind: 'send'; key: string; orderKey: string; lines: string[] }

export type Refusal = { key: string; orderKey: string; name: string; message: string }

export type PosQueue = {
  entries: QueueEntry[]
  /** The entry being sent now: never merged into or edited. */
  inFlight: string | null
  /** Order keys the server answered with an order id. */
  orderIds: Record<string, number>
  /** Line keys the server answered with a line id. */
  lineIds: Record<string, number>
  refusals: Refusal[]
}

/** Where the POS's calls go (built from route names by the caller). */
export type PosUrls = {
  store: () => string
  lines: (orderId: number) => string
  line: (orderId: number, lineId: number) => string
  send: (orderId: number) => string
}

export type PosRequest = { method: 'POST' | 'PATCH'; url: string; body: Record<string, unknown> }

/** What the server answered: a status and its JSON body (an order's state when it is 2xx). */
export type PosAnswer = { status: number; body: any }

export const emptyQueue = (): PosQueue => ({
  entries: [],
  inFlight: null,
  orderIds: {},
  lineIds: {},
  refusals: [],
})

/* Reads a stored queue, tolerating anything (an old shape, a hand-edited value). */
export function parseQueue(text: string | null): PosQueue {
  if (!text) return emptyQueue()
  try {
    const value = JSON.parse(text) as Partial<PosQueue>
    if (!value || !Array.isArray(value.entries)) return emptyQueue()
    return {
      ...emptyQueue(),
      ...value,
      /* Whatever was in flight when the page went away is sent again: its keys make that harmless. */
      inFlight: null,
      refusals: Array.isArray(value.refusals) ? value.refusals : [],
    }
  } catch {
    return emptyQueue()
  }
}

/** Remembers that an order key stands for an order the server already has. */
export function knowOrder(queue: PosQueue, orderKey: string, orderId: number): PosQueue {
  if (queue.orderIds[orderKey] === orderId) return queue
  return { ...queue, orderIds: { ...queue.orderIds, [orderKey]: orderId } }
}

const editable = (queue: PosQueue, entry: QueueEntry) => entry.key !== queue.inFlight

/**
 * Queues lines for an order: folded into the order's queued opening or last
 * queued addition when it is still waiting (one request for many taps),
 * otherwise a new entry.
 */
export function queueLines(
  queue: PosQueue,
  orderKey: string,
  lines: QueuedLine[],
  entryKey: string
): PosQueue {
  const last = queue.entries.at(-1)
  if (
    last &&
    last.orderKey === orderKey &&
    (last.kind === 'add' || last.kind === 'create') &&
    editable(queue, last)
  )
    return {
      ...queue,
      entries: [...queue.entries.slice(0, -1), { ...last, lines: [...last.lines, ...lines] }],
    }
  return {
    ...queue,
    entries: [...queue.entries, { kind: 'add', key: entryKey, orderKey, lines }],
  }
}

/** Queues the opening of an order, with its first lines. */
export function queueCreate(
  queue: PosQueue,
  orderKey: string,
  order: OrderFields,
  lines: QueuedLine[]
): PosQueue {
  if (queue.entries.some((entry) => entry.kind === 'create' && entry.orderKey === orderKey))
    return queueLines(queue, orderKey, lines, crypto.randomUUID())
  return {
    ...queue,
    entries: [...queue.entries, { kind: 'create', key: orderKey, orderKey, order, lines }],
  }
}

/**
 * Changes a line: a line still queued is changed where it waits (quantity 0
 * takes it off); a line on the server gets a queued change.
 */
export function queueChange(
  queue: PosQueue,
  orderKey: string,
  lineKey: string,
  change: LineChange,
  entryKey: string
): PosQueue {
  const holder = queue.entries.find(
    (entry) =>
      (entry.kind === 'add' || entry.kind === 'create') &&
      editable(queue, entry) &&
      entry.lines.some((line) => line.key === lineKey)
  )
  if (holder && (holder.kind === 'add' || holder.kind === 'create')) {
    const lines = holder.lines.flatMap((line) => {
      if (line.key !== lineKey) return [line]
      const next = { ...line, ...change }
      return next.quantity > 0 ? [next] : []
    })
    const entries = queue.entries.flatMap((entry) => {
      if (entry !== holder) return [entry]
      if (lines.length === 0 && entry.kind === 'add') return []
      return [{ ...entry, lines }]
    })
    return { ...queue, entries }
  }
  const last = queue.entries.at(-1)
  if (last?.kind === 'change' && last.lineKey === lineKey && editable(queue, last))
    return {
      ...queue,
      entries: [...queue.entries.slice(0, -1), { ...last, change: { ...last.change, ...change } }],
    }
  return {
    ...queue,
    entries: [...queue.entries, { kind: 'change', key: entryKey, orderKey, lineKey, change }],
  }
}

/** Queues a send of the named lines (their keys), under its own key. */
export function queueSend(
  queue: PosQueue,
  orderKey: string,
  lineKeys: string[],
  sendKey: string
): PosQueue {
  return {
    ...queue,
    entries: [...queue.entries, { kind: 'send', key: sendKey, orderKey, lines: lineKeys }],
  }
}

const wire = ({ name: _name, unitPriceCents: _price, ...line }: QueuedLine) => line

/** The request an entry makes, or null while what it needs (its order's id, its line's id) is unknown. */
export function requestOf(queue: PosQueue, entry: QueueEntry, urls: PosUrls): PosRequest | null {
  if (entry.kind === 'create')
    return {
      method: 'POST',
      url: urls.store(),
      body: { ...entry.order, key: entry.orderKey, lines: entry.lines.map(wire) },
    }
  const orderId = queue.orderIds[entry.orderKey]
  if (orderId === undefined) return null
  if (entry.kind === 'add')
    return { method: 'POST', url: urls.lines(orderId), body: { lines: entry.lines.map(wire) } }
  if (entry.kind === 'send')
    return { method: 'POST', url: urls.send(orderId), body: { key: entry.key, lines: entry.lines } }
  const lineId = queue.lineIds[entry.lineKey]
  if (lineId === undefined) return null
  return { method: 'PATCH', url: urls.line(orderId, lineId), body: { ...entry.change } }
}

/** Learns the ids an order's state gives: the order's, under its key, and each line's. */
export function learnState(
  queue: PosQueue,
  orderKey: string,
  state: { id: number; lines?: { id: number; key: string }[] }
): PosQueue {
  const lineIds = { ...queue.lineIds }
  for (const line of state.lines ?? []) lineIds[line.key] = line.id
  return { ...queue, orderIds: { ...queue.orderIds, [orderKey]: state.id }, lineIds }
}

/* The line keys and names an entry speaks for, to show a refusal beside them. */
function namesOf(entry: QueueEntry) {
  if (entry.kind === 'create' || entry.kind === 'add')
    return entry.lines.map((line) => ({ key: line.key, name: line.name }))
  if (entry.kind === 'change') return [{ key: entry.lineKey, name: '' }]
  return [{ key: entry.key, name: '' }]
}

/** The server's message in a refusal's body (a field's, or the refusal's own). */
export function messageOf(body: any, fallback: string): string {
  const first = Array.isArray(body?.errors) ? body.errors[0] : null
  return String(first?.message ?? body?.message ?? fallback)
}

/**
 * Settles the entry in flight with the server's answer: 2xx takes it off and
 * learns the ids; 4xx takes it off (with everything of an order that could not
 * be opened) and keeps the message. Anything else leaves it queued.
 */
export function settle(
  queue: PosQueue,
  entry: QueueEntry,
  answer: PosAnswer,
  fallback: string
): PosQueue {
  const rest = { ...queue, inFlight: null, entries: queue.entries.filter((e) => e !== entry) }
  const current = queue.entries.find((e) => e.key === entry.key) ?? entry
  if (answer.status >= 200 && answer.status < 300)
    return learnState(rest, entry.orderKey, answer.body)
  if (!isRefusal(answer.status)) return { ...queue, inFlight: null }
  const message = messageOf(answer.body, fallback)
  const dropped =
    entry.kind === 'create' ? rest.entries.filter((e) => e.orderKey === entry.orderKey) : []
  const refusals = [current, ...dropped].flatMap((gone) =>
    namesOf(gone).map(({ key, name }) => ({ key, orderKey: entry.orderKey, name, message }))
  )
  return {
    ...rest,
    entries: rest.entries.filter((e) => !dropped.includes(e)),
    refusals: [...rest.refusals, ...refusals],
  }
}

/* A refusal the same request would meet again. 408, 419 (a stale page token) and 429 are worth retrying. */
export const isRefusal = (status: number) =>
  status >= 400 && status < 500 && ![408, 419, 429].includes(status)

export type DrainHooks = {
  /** Makes the request; throws when the network fails. */
  send: (request: PosRequest) => Promise<PosAnswer>
  /** Called with the queue after every step (to store it and show it). */
  update: (queue: PosQueue) => void
  /** Called with every order state the server answers. */
  answered?: (orderKey: string, state: any) => void
  /** The refusal message when the server gave none. */
  fallback: string
  urls: PosUrls
}

/**
 * Sends the queued entries one by one, in order, until the queue is empty, the
 * network fails ('offline'), or the server cannot take one now ('stalled').
 * `current` reads the queue as it is now (taps keep changing it meanwhile).
 */
export async function drain(
  current: () => PosQueue,
  hooks: DrainHooks
): Promise<'done' | 'offline' | 'stalled'> {
  for (;;) {
    const queue = current()
    const entry = queue.entries[0]
    if (!entry) return 'done'
    /* Entries run in order, so what this one needs came before it: when it is still unknown, it never will be. */
    if (requestOf(queue, entry, hooks.urls) === null) {
      hooks.update({ ...queue, entries: queue.entries.slice(1) })
      continue
    }
    hooks.update({ ...queue, inFlight: entry.key })
    /* Read again after marking: the request carries the entry as it is now. */
    const request = requestOf(current(), entry, hooks.urls)!
    let answer: PosAnswer
    try {
      answer = await hooks.send(request)
    } catch {
      hooks.update({ ...current(), inFlight: null })
      return 'offline'
    }
    const settled = settle(current(), entry, answer, hooks.fallback)
    /* The state first, then the queue without the entry: the ticket never shows the lines missing. */
    if (answer.status >= 200 && answer.status < 300) hooks.answered?.(entry.orderKey, answer.body)
    hooks.update(settled)
    if (!isRefusal(answer.status) && (answer.status < 200 || answer.status >= 300)) return 'stalled'
  }
}

/** The lines of an order still waiting in the queue, in the order they were tapped. */
export function queuedLines(queue: PosQueue, orderKey: string): QueuedLine[] {
  return queue.entries.flatMap((entry) =>
    entry.orderKey === orderKey && (entry.kind === 'add' || entry.kind === 'create')
      ? entry.lines
      : []
  )
}

/** The changes still waiting for lines already on the server, by line key. */
export function queuedChanges(queue: PosQueue, orderKey: string): Record<string, LineChange> {
  const changes: Record<string, LineChange> = {}
  for (const entry of queue.entries)
    if (entry.kind === 'change' && entry.orderKey === orderKey)
      changes[entry.lineKey] = { ...changes[entry.lineKey], ...entry.change }
  return changes
}

/** Whether a send of this order is waiting. */
export const sendQueued = (queue: PosQueue, orderKey: string) =>
  queue.entries.some((entry) => entry.kind === 'send' && entry.orderKey === orderKey)

/** Forgets the refusals shown for an order. */
export const dismissRefusals = (queue: PosQueue, orderKey: string): PosQueue => ({
  ...queue,
  refusals: queue.refusals.filter((refusal) => refusal.orderKey !== orderKey),
})
