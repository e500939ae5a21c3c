/*
| The POS's working state for one order: the server's latest answer (its
| props, a queued change's answer or a live reload, whichever is newest), the
| ticket with what waits in the queue on top, and what a tap does. A tap goes
| into the queue first (on screen at once) and to the server right after.
*/
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { urlFor } from '@/lib/routes'
import {
  dismissRefusals,
  knowOrder,
  learnState,
  queueChange,
  queueCreate,
  queueLines,
  queueSend,
  sendQueued,
  type LineChange,
  type QueuedLine,
} from '@/modules/restaurant/lib/pos-queue'
import { changePosQueue, useOrderAnswers, usePosQueue } from '@/modules/restaurant/lib/pos-store'
import {
  orderKeysOf,
  ticketOf,
  type PosOrder,
  type TicketLine,
} from '@/modules/restaurant/components/pos-types'
import type { MenuPick } from '@/modules/restaurant/components/pos-menu'

const uuid = () => crypto.randomUUID()

function lineOf(pick: MenuPick): QueuedLine {
  return pick.kind === 'item'
    ? {
        key: uuid(),
        menu_item_id: pick.item.id,
        quantity: 1,
        name: pick.item.name,
        unitPriceCents: pick.item.priceCents,
      }
    : {
        key: uuid(),
        combo_id: pick.combo.id,
        quantity: 1,
        name: pick.combo.name,
        unitPriceCents: pick.combo.priceCents,
      }
}

/* The same dish tapped again right after: one more of it rather than a second line. */
function sameAsLast(last: TicketLine | undefined, pick: MenuPick) {
  if (pick.kind !== 'item' || !last || last.sent || last.voided || last.notes) return false
  return (
    last.can.change &&
    last.children.length === 0 &&
    last.name === pick.item.name &&
    last.unitPriceCents === pick.item.priceCents
  )
}

/**
 * One order on the POS. `initial` is the server's order (null before it is
 * opened); `openWith` gives the fields that open it at the first tap.
 */
export function usePosOrder(initial: PosOrder | null, openWith: () => Record<string, unknown>) {
  const [orderKey] = useState(() => (initial ? `order-${initial.id}` : uuid()))
  const [answer, setAnswer] = useState<PosOrder | null>(null)
  /* The newest of the page's props (a live reload) and the last answer to a call. */
  const order =
    initial && (!answer || answer.id !== initial.id || initial.lockVersion >= answer.lockVersion)
      ? initial
      : answer
  const { queue, connection } = usePosQueue()

  useEffect(() => {
    if (!initial) return
    changePosQueue((current) =>
      learnState(knowOrder(current, orderKey, initial.id), orderKey, initial)
    )
  }, [initial, orderKey])

  const orderId = order?.id ?? queue.orderIds[orderKey] ?? null
  const keys = useMemo(() => orderKeysOf(queue, orderKey, orderId), [queue, orderKey, orderId])
  const ticket = useMemo(() => ticketOf(order, queue, keys), [order, queue, keys])

  const visited = useRef(false)
  const answered = useCallback(
    (key: string, state: unknown) => {
      if (!keys.includes(key)) return
      const next = state as PosOrder
      setAnswer((current) => (!current || next.lockVersion >= current.lockVersion ? next : current))
      /* A new order now has its page: the address follows, the screen stays. */
      if (!initial && next.id && !visited.current) {
        visited.current = true
        router.visit(urlFor('restaurant.orders.show', { id: next.id }), { replace: true })
      }
    },
    [keys, initial]
  )
  useOrderAnswers(answered)

  const pick = (choice: MenuPick) => {
    const last = ticket.lines.at(-1)
    if (last && sameAsLast(last, choice)) return change(last, { quantity: last.quantity + 1 })
    const line = lineOf(choice)
    changePosQueue((current) =>
      order || current.orderIds[orderKey] !== undefined
        ? queueLines(current, orderKey, [line], uuid())
        : queueCreate(current, orderKey, openWith(), [line])
    )
  }
  const change = (line: TicketLine, lineChange: LineChange) =>
    changePosQueue((current) => queueChange(current, orderKey, line.key, lineChange, uuid()))
  const send = () => {
    const lineKeys = ticket.unsent.map((line) => line.key)
    if (lineKeys.length > 0)
      changePosQueue((current) => queueSend(current, orderKey, lineKeys, uuid()))
  }
  const dismiss = () =>
    changePosQueue((current) => keys.reduce((next, key) => dismissRefusals(next, key), current))

  return {
    order,
    setOrder: setAnswer,
    ticket,
    queue,
    connection,
    opened: order !== null || queue.entries.some((entry) => keys.includes(entry.orderKey)),
    sending: keys.some((key) => sendQueued(queue, key)),
    pick,
    change,
    send,
    dismiss,
  }
}
