/*
| The ticket the POS draws: the server's lines (with changes still queued on
| top) and then the lines still queued, its subtotal, what Send would fire, and
| the refusals to show. Pure, like the queue it reads.
*/
import {
  queuedChanges,
  queuedLines,
  type LineChange,
  type PosQueue,
  type QueuedLine,
  type Refusal,
} from './pos-queue.js'
import type { OrderState, OrderStateLine } from '#queries/restaurant/order_state'
import type { InHouseBooking } from '#queries/hotel/in_house'

/** A room-service order's booking, as the hotel answers it. */
export type Booking = InHouseBooking

/** A line of the order's state, as every POS call answers it. */
export type StateLine = OrderStateLine

/** The order's state, as every POS call answers it. */
export type PosOrder = OrderState

/** One row of the ticket: a server line (maybe with a queued change) or a queued one. */
export type TicketLine = {
  key: string
  id: number | null
  name: string
  quantity: number
  unitPriceCents: number
  notes: string
  course: number
  kitchenStatus: string | null
  sent: boolean
  voided: boolean
  /** Not yet on the server (queued), or changed here but not yet there. */
  pending: boolean
  children: string[]
  refusal: string | null
  can: { change: boolean; void: boolean; serve: boolean }
}

/* A queued line may have a change queued after it too (it was on its way when it was changed). */
const fromQueue = (
  line: QueuedLine,
  change: LineChange | undefined,
  refusals: Refusal[]
): TicketLine => ({
  key: line.key,
  id: null,
  name: line.name,
  quantity: change?.quantity ?? line.quantity,
  unitPriceCents: line.unitPriceCents,
  notes: change?.notes ?? line.notes ?? '',
  course: change?.course ?? line.course ?? 1,
  kitchenStatus: null,
  sent: false,
  voided: false,
  pending: true,
  children: [],
  refusal: refusals.find((refusal) => refusal.key === line.key)?.message ?? null,
  can: { change: true, void: false, serve: false },
})

function fromServer(
  line: StateLine,
  all: StateLine[],
  change: LineChange | undefined,
  refusals: Refusal[]
): TicketLine {
  return {
    key: line.key,
    id: line.id,
    name: line.name,
    quantity: change?.quantity ?? line.quantity,
    unitPriceCents: line.unitPriceCents,
    notes: change?.notes ?? line.notes,
    course: change?.course ?? line.course,
    kitchenStatus: line.kitchenStatus,
    sent: line.sent,
    voided: line.voided,
    pending: change !== undefined,
    children: all
      .filter((child) => child.parentId === line.id)
      .map((child) => (child.quantity > 1 ? `${child.quantity}× ${child.name}` : child.name)),
    refusal: refusals.find((refusal) => refusal.key === line.key)?.message ?? null,
    can: line.can,
  }
}

/** The order's keys in the queue: the one this screen made and any the server tied to its id. */
export function orderKeysOf(queue: PosQueue, orderKey: string, orderId: number | null) {
  const keys = new Set([orderKey])
  if (orderId !== null)
    for (const [key, id] of Object.entries(queue.orderIds)) if (id === orderId) keys.add(key)
  return [...keys]
}

/** The ticket as the waiter sees it now: what the server has, changed and extended by what waits. */
export function ticketOf(order: PosOrder | null, queue: PosQueue, keys: string[]) {
  const refusals = queue.refusals.filter((refusal) => keys.includes(refusal.orderKey))
  const changes = Object.assign({}, ...keys.map((key) => queuedChanges(queue, key))) as Record<
    string,
    LineChange
  >
  const server = order?.lines ?? []
  const known = new Set(server.map((line) => line.key))
  const lines = [
    ...server
      .filter((line) => line.parentId === null)
      .map((line) => fromServer(line, server, changes[line.key], refusals)),
    ...keys
      .flatMap((key) => queuedLines(queue, key))
      .filter((line) => !known.has(line.key))
      .map((line) => fromQueue(line, changes[line.key], refusals)),
  ]
  const subtotalCents = lines
    .filter((line) => !line.voided)
    .reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0)
  /* Lines a queued send already names are on their way: Send does not offer them twice. */
  const sending = new Set(
    queue.entries.flatMap((entry) =>
      entry.kind === 'send' && keys.includes(entry.orderKey) ? entry.lines : []
    )
  )
  const unsent = lines.filter((line) => !line.sent && !line.voided && !sending.has(line.key))
  const lineKeys = new Set(lines.map((line) => line.key))
  return {
    lines,
    subtotalCents,
    unsent,
    pendingCount: lines.filter((line) => line.pending).length,
    /* Refusals of lines no longer on the ticket (refused additions, sends). */
    orphanRefusals: refusals.filter((refusal) => !lineKeys.has(refusal.key)),
  }
}
