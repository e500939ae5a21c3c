import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { PurchaseOrderStatusBadge } from '@/modules/inventory/components/purchase-order-status-badge'
import { formatLongDay } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { PurchaseOrderRow } from '@/modules/inventory/purchasing-types'

const none = t('inventory.purchasing.none')

/** A table from tablet width up; a stack of cards on a phone. */
export function PurchaseOrdersList({
  orders,
  currency,
}: {
  orders: PurchaseOrderRow[]
  currency: string
}) {
  if (orders.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t('inventory.purchasing.empty')}
      </p>
    )
  const number = (order: PurchaseOrderRow) => (
    <Link
      route="inventory.purchase_orders.show"
      routeParams={{ id: order.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {order.number}
    </Link>
  )
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <>
      <ul className="divide-y md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="grid gap-1 p-4">
            <div className="flex items-start justify-between gap-2">
              {number(order)}
              <PurchaseOrderStatusBadge status={order.status} />
            </div>
            <span className="text-sm">{order.supplierName}</span>
            <span className="text-sm text-muted-foreground tabular-nums">
              {money(order.totalCents)} ·{' '}
              {order.expectedOn ? formatLongDay(order.expectedOn) : none}
            </span>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead className="px-4">{t('inventory.purchasing.number')}</TableHead>
            <TableHead>{t('inventory.purchasing.supplier')}</TableHead>
            <TableHead>{t('inventory.purchasing.status_label')}</TableHead>
            <TableHead>{t('inventory.purchasing.expected_on')}</TableHead>
            <TableHead className="text-right">{t('inventory.purchasing.lines_count')}</TableHead>
            <TableHead className="px-4 text-right">{t('inventory.purchasing.total')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell className="px-4">{number(order)}</TableCell>
              <TableCell>{order.supplierName}</TableCell>
              <TableCell>
                <PurchaseOrderStatusBadge status={order.status} />
              </TableCell>
              <TableCell className="text-muted-foreground">
                {order.expectedOn ? formatLongDay(order.expectedOn) : none}
              </TableCell>
              <TableCell className="text-right tabular-nums">{order.lineCount}</TableCell>
              <TableCell className="px-4 text-right tabular-nums">
                {money(order.totalCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
