import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowRightLeft, ClipboardList, Combine, ReceiptText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { OrderListStatus } from '@/modules/restaurant/components/order-list-status'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { BoardTable } from '@/modules/restaurant/types'

export type OrderAbilities = { viewOrders: boolean; takeOrders: boolean }

/** The table's order in service: its number, status and total, and the way to it. */
export function FloorOrderSummary({
  table,
  currency,
  can,
}: {
  table: BoardTable
  currency: string
  can: OrderAbilities
}) {
  const order = table.order
  if (!order) return null
  return (
    <section className="grid gap-2" data-floor-order={order.number}>
      <h3 className="text-sm font-medium">{t('restaurant.floor_map.panel_order')}</h3>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium tabular-nums">{order.number}</span>
        <OrderListStatus status={order.status} />
        <span className="ml-auto font-semibold tabular-nums">
          {formatMoney(order.totalCents, currency)}
        </span>
      </p>
      {can.viewOrders && (
        <Button className="h-11" asChild>
          <Link href={urlFor('restaurant.orders.show', { id: order.id })}>
            <ReceiptText aria-hidden="true" />
            {t('restaurant.floor_map.open_order')}
          </Link>
        </Button>
      )}
    </section>
  )
}

/** A table without an order in service and ready for guests: start one there. */
export function StartOrderButton({ table, can }: { table: BoardTable; can: OrderAbilities }) {
  if (table.order || table.status === 'needs_cleaning' || !can.takeOrders) return null
  return (
    <Button className="h-11" asChild>
      <Link href={urlFor('restaurant.orders.create', {}, { qs: { table_id: table.id } })}>
        <ClipboardList aria-hidden="true" />
        {t('restaurant.floor_map.start_order')}
      </Link>
    </Button>
  )
}

type MoveKind = 'move' | 'merge'

/* The tables a move may go to: free ones (or about to be reserved) for a transfer, those with an order for a merge. */
function targetsOf(kind: MoveKind, table: BoardTable, tables: BoardTable[]) {
  const others = tables.filter((other) => other.id !== table.id)
  return kind === 'move'
    ? others.filter((other) => other.status === 'free' || other.status === 'reserved')
    : others.filter((other) => other.order !== null)
}

const LABELS = {
  move: {
    open: 'restaurant.floor_map.move_to_table',
    none: 'restaurant.floor_map.no_free_tables',
    target: 'restaurant.floor_map.move_target',
    submit: 'restaurant.floor_map.move',
  },
  merge: {
    open: 'restaurant.floor_map.merge_with_table',
    none: 'restaurant.floor_map.no_other_orders',
    target: 'restaurant.floor_map.merge_target',
    submit: 'restaurant.floor_map.merge',
  },
} as const

/* Sends the move; a refusal comes back as the field's message. */
function postMove(
  kind: MoveKind,
  orderId: number,
  chosen: BoardTable,
  handlers: { onError: (message: string) => void; onDone: () => void; onFinish: () => void }
) {
  const url =
    kind === 'move'
      ? urlFor('restaurant.orders.transfer', { id: orderId })
      : urlFor('restaurant.orders.merge', { id: orderId })
  const data = kind === 'move' ? { table_id: chosen.id } : { order_id: chosen.order!.id }
  router.post(url, data, {
    preserveScroll: true,
    onError: (errors) =>
      handlers.onError(errors.table_id ?? errors.order_id ?? Object.values(errors)[0]),
    onSuccess: handlers.onDone,
    onFinish: handlers.onFinish,
  })
}

/** The other table to move to or merge with, then the confirming button. */
function MoveForm({
  kind,
  table,
  targets,
  onDone,
}: {
  kind: MoveKind
  table: BoardTable
  targets: BoardTable[]
  onDone: () => void
}) {
  const [target, setTarget] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = `floor-${kind}-target`
  const submit = () => {
    const chosen = targets.find((other) => String(other.id) === target)
    if (!chosen || !table.order) return
    setBusy(true)
    postMove(kind, table.order.id, chosen, {
      onError: setError,
      onDone,
      onFinish: () => setBusy(false),
    })
  }
  return (
    <div className="grid gap-1.5 rounded-md border p-3">
      <Label htmlFor={id}>{t(LABELS[kind].target)}</Label>
      <NativeSelect
        id={id}
        value={target}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setTarget(event.target.value)
          setError(null)
        }}
      >
        <option value="">{t('restaurant.floor_map.choose_table')}</option>
        {targets.map((other) => (
          <option key={other.id} value={other.id}>
            {[other.name, other.area, other.order?.number].filter(Boolean).join(' · ')}
          </option>
        ))}
      </NativeSelect>
      <InputError message={error} />
      <Button className="h-11" disabled={!target || busy} onClick={submit}>
        {t(LABELS[kind].submit)}
      </Button>
    </div>
  )
}

/** "Move to table…" or "Merge with table…": opens the choice of the other table. */
function OrderMove({
  kind,
  table,
  tables,
  onDone,
}: {
  kind: MoveKind
  table: BoardTable
  tables: BoardTable[]
  onDone: () => void
}) {
  const [open, setOpen] = useState(false)
  const targets = targetsOf(kind, table, tables)
  if (!open)
    return (
      <Button className="h-11" variant="outline" onClick={() => setOpen(true)}>
        {kind === 'move' ? <ArrowRightLeft aria-hidden="true" /> : <Combine aria-hidden="true" />}
        {t(LABELS[kind].open)}
      </Button>
    )
  if (targets.length === 0)
    return <p className="text-sm text-muted-foreground">{t(LABELS[kind].none)}</p>
  return <MoveForm kind={kind} table={table} targets={targets} onDone={onDone} />
}

/** For a table with an order in service: move the order to another table, or bring another table's order in. */
export function FloorOrderMoves({
  table,
  tables,
  can,
  onDone,
}: {
  table: BoardTable
  tables: BoardTable[]
  can: OrderAbilities
  onDone: () => void
}) {
  if (!table.order || !can.takeOrders) return null
  return (
    <div className="grid gap-2">
      <OrderMove
        key={`move-${table.id}`}
        kind="move"
        table={table}
        tables={tables}
        onDone={onDone}
      />
      <OrderMove
        key={`merge-${table.id}`}
        kind="merge"
        table={table}
        tables={tables}
        onDone={onDone}
      />
    </div>
  )
}
