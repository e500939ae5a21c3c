import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { OrderNumberLink } from '@/modules/restaurant/components/order-number-link'
import { OrderListStatus } from '@/modules/restaurant/components/order-list-status'
import { dayAndTime } from '@/modules/restaurant/lib/time'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { OrderRow } from '@/modules/restaurant/order-list-types'

type ListProps = {
  orders: OrderRow[]
  zone: string
  currency: string
  /** On a customer's page: number, date, total and status only. */
  compact?: boolean
}

/** Where the order is served: its table, the room, or takeaway. */
export function placeOf(order: OrderRow) {
  if (order.table)
    return `${t('restaurant.tables.label', { name: order.table.name })} · ${order.table.area}`
  if (order.room) return t('restaurant.order_list.room', { number: order.room })
  return t(`restaurant.order_kind.${order.kind}`)
}

/** On a phone: one card per order. */
function OrderCards({ orders, zone, currency }: ListProps) {
  return (
    <ul className="divide-y md:hidden">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-1 p-4" data-order={order.number}>
          <div className="flex items-start justify-between gap-2">
            <OrderNumberLink order={order} />
            <OrderListStatus status={order.status} />
          </div>
          <span className="text-sm">
            {placeOf(order)} · {formatMoney(order.totalCents, currency)}
          </span>
          <span className="text-sm text-muted-foreground">
            {dayAndTime(order.openedAt, zone)} · {order.waiter.name} ·{' '}
            {t('restaurant.order_list.lines_count', { count: order.linesCount })}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Orders as a table from tablet width up, cards on a phone. */
export function OrderListTable({ orders, zone, currency, compact = false }: ListProps) {
  if (orders.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t('restaurant.order_list.empty')}
      </p>
    )
  const full = !compact
  return (
    <>
      <OrderCards orders={orders} zone={zone} currency={currency} />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('restaurant.order_list.number')}</TableHead>
            {full && <TableHead>{t('restaurant.order_list.kind')}</TableHead>}
            {full && <TableHead>{t('restaurant.order_list.place')}</TableHead>}
            {full && <TableHead>{t('restaurant.order_list.waiter')}</TableHead>}
            {full && (
              <TableHead className="text-right">{t('restaurant.order_list.covers')}</TableHead>
            )}
            <TableHead>{t('restaurant.order_list.status')}</TableHead>
            {full && (
              <TableHead className="text-right">{t('restaurant.order_list.lines')}</TableHead>
            )}
            <TableHead className="text-right">{t('restaurant.order_list.total')}</TableHead>
            <TableHead>{t('restaurant.order_list.opened')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} data-order={order.number}>
              <TableCell>
                <OrderNumberLink order={order} />
              </TableCell>
              {full && <TableCell>{t(`restaurant.order_kind.${order.kind}`)}</TableCell>}
              {full && <TableCell>{order.table || order.room ? placeOf(order) : '—'}</TableCell>}
              {full && <TableCell>{order.waiter.name}</TableCell>}
              {full && <TableCell className="text-right tabular-nums">{order.covers}</TableCell>}
              <TableCell>
                <OrderListStatus status={order.status} />
              </TableCell>
              {full && (
                <TableCell className="text-right tabular-nums">{order.linesCount}</TableCell>
              )}
              <TableCell className="text-right tabular-nums">
                {formatMoney(order.totalCents, currency)}
              </TableCell>
              <TableCell className="text-muted-foreground tabular-nums">
                {dayAndTime(order.openedAt, zone)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
