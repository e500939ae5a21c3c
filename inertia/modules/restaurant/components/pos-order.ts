/*
| The POS's working state for one order: the server's latest answer (its
| props, a queued change's answer or a live reload, whichever is newest), the
| ticket with what waits in the queue on top, and what a tap does. A tap goes
| into the queue first (on screen at once) and to the server right after.
*/
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
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
import {
  changePosQueue,
  posSnapshot,
  useOrderAnswers,
  usePosQueue,
  type QueueSnapshot,
} from '@/modules/restaurant/lib/pos-store'
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

/* The newer of two states of one order (the page's props, the store's last answer). */
function newest(initial: PosOrder | null, held: PosOrder | undefined) {
  if (!held) return initial
  if (!initial || held.id !== initial.id) return held
  return initial.lockVersion >= held.lockVersion ? initial : held
}

/* The order, its keys in the queue and its ticket in one snapshot of the store. */
function orderIn(snapshot: QueueSnapshot, orderKey: string, initial: PosOrder | null) {
  const { queue, states } = snapshot
  const id = initial?.id ?? queue.orderIds[orderKey] ?? null
  const order = newest(initial, id === null ? undefined : (states[id] as PosOrder | undefined))
  const keys = orderKeysOf(queue, orderKey, order?.id ?? id)
  return { order, keys }
}

/**
 * One order on the POS. `initial` is the server's order (null before it is
 * opened); `openWith` gives the fields that open it at the first tap.
 *
 * What a tap does is decided from the store as it is at the tap, not from the
 * render: two taps before the screen draws again still make two, and the
 * handlers stay the same for the page's life (the menu grid is not drawn again
 * for a tap).
 */
export function usePosOrder(initial: PosOrder | null, openWith: () => Record<string, unknown>) {
  const [orderKey] = useState(() => (initial ? `order-${initial.id}` : uuid()))
  const snapshot = usePosQueue()
  const { queue, connection } = snapshot
  const { order, keys } = orderIn(snapshot, orderKey, initial)
  const ticket = ticketOf(order, queue, keys)

  const latest = useRef({ initial, openWith })
  useLayoutEffect(() => {
    latest.current = { initial, openWith }
  })

  useEffect(() => {
    if (!initial) return
    changePosQueue((current) =>
      learnState(knowOrder(current, orderKey, initial.id), orderKey, initial)
    )
  }, [initial, orderKey])

  /* A new order now has its page: the address follows, the screen stays. */
  const visited = useRef(false)
  const answered = useCallback(
    (key: string, state: unknown) => {
      const id = (state as PosOrder).id
      if (key !== orderKey || latest.current.initial || !id || visited.current) return
      visited.current = true
      router.visit(urlFor('restaurant.orders.show', { id }), { replace: true })
    },
    [orderKey]
  )
  useOrderAnswers(answered)

  const actions = useMemo(() => {
    const now = () => {
      const current = posSnapshot()
      const found = orderIn(current, orderKey, latest.current.initial)
      return { ...found, ticket: ticketOf(found.order, current.queue, found.keys) }
    }
    const change = (line: TicketLine, lineChange: LineChange) =>
      changePosQueue((current) => queueChange(current, orderKey, line.key, lineChange, uuid()))
    const pick = (choice: MenuPick) => {
      const { order: current, ticket: drawn } = now()
      const last = drawn.lines.at(-1)
      if (last && sameAsLast(last, choice)) return change(last, { quantity: last.quantity + 1 })
      const line = lineOf(choice)
      changePosQueue((queued) =>
        current || queued.orderIds[orderKey] !== undefined
          ? queueLines(queued, orderKey, [line], uuid())
          : queueCreate(queued, orderKey, latest.current.openWith(), [line])
      )
    }
    const send = () => {
      const lineKeys = now().ticket.unsent.map((line) => line.key)
      if (lineKeys.length > 0)
        changePosQueue((current) => queueSend(current, orderKey, lineKeys, uuid()))
    }
    const dismiss = () =>
      changePosQueue((current) =>
        now().keys.reduce((next, key) => dismissRefusals(next, key), current)
      )
    return { pick, change, send, dismiss }
  }, [orderKey])

  return {
    order,
    ticket,
    queue,
    connection,
    opened: order !== null || queue.entries.some((entry) => keys.includes(entry.orderKey)),
    sending: keys.some((key) => sendQueued(queue, key)),
    ...actions,
  }
}
