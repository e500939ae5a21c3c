import { Link } from '@adonisjs/inertia/react'
import { PurchaseOrderStatusBadge } from '@/modules/inventory/components/purchase-order-status-badge'
import { formatLongDay } from '@/components/reports/report-format'
import { formatDateTime } from '@/lib/format'
import { formatMoney } from '@/lib/money'
import { formatStock, isNegative } from '@/modules/inventory/lib/quantity'
import { movementLabel, unitSymbol } from '@/modules/inventory/lib/labels'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { InventoryDashboard } from '@/modules/inventory/reports-types'
import type { AdjustmentReason } from '@/modules/inventory/types'

const empty = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>

/** What is at or below its reorder point, the most urgent first. */
export function LowStockList({
  products,
  linkToProducts,
}: {
  products: InventoryDashboard['lowStockList']
  linkToProducts: boolean
}) {
  if (products.length === 0) return empty(t('inventory.dashboard.no_low_stock'))
  return (
    <ul className="grid gap-2">
      {products.map((product) => (
        <li key={product.id} className="flex items-baseline justify-between gap-3 text-sm">
          <span className="min-w-0 truncate">
            {linkToProducts ? (
              <Link
                route="inventory.products.show"
                routeParams={{ id: product.id }}
                className="hover:underline"
              >
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </span>
          <span className="shrink-0 text-right tabular-nums">
            <span className={cn(isNegative(product.onHand) && 'font-medium text-destructive')}>
              {formatStock(product.onHand, unitSymbol(product.unit))}
            </span>
            <span className="block text-xs text-muted-foreground">
              {t('inventory.dashboard.reorder_point', {
                quantity: formatStock(product.reorderPoint, unitSymbol(product.unit)),
              })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Placed orders waiting for delivery, the soonest expected first. */
export function OpenOrderList({
  orders,
  linkToOrders,
}: {
  orders: InventoryDashboard['openOrderList']
  linkToOrders: boolean
}) {
  if (orders.length === 0) return empty(t('inventory.dashboard.no_open_orders'))
  return (
    <ul className="grid gap-2">
      {orders.map((order) => (
        <li key={order.id} className="flex items-start justify-between gap-3 text-sm">
          <span className="grid min-w-0">
            {linkToOrders ? (
              <Link
                route="inventory.purchase_orders.show"
                routeParams={{ id: order.id }}
                className="font-medium hover:underline"
              >
                {order.number}
              </Link>
            ) : (
              <span className="font-medium">{order.number}</span>
            )}
            <span className="truncate text-muted-foreground">
              {order.supplierName} ·{' '}
              {order.expectedOn
                ? t('inventory.dashboard.expected', { date: formatLongDay(order.expectedOn) })
                : t('inventory.dashboard.not_expected')}
            </span>
          </span>
          <PurchaseOrderStatusBadge status={order.status} />
        </li>
      ))}
    </ul>
  )
}

/** The ledger's latest lines, newest first. */
export function RecentMovementList({
  movements,
  currency,
}: {
  movements: InventoryDashboard['recentMovements']
  currency: string
}) {
  if (movements.length === 0) return empty(t('inventory.dashboard.no_movements'))
  return (
    <ul className="grid gap-2" data-recent-movements>
      {movements.map((movement) => (
        <li key={movement.id} className="flex items-start justify-between gap-3 text-sm">
          <span className="grid min-w-0">
            <span className="truncate font-medium">{movement.name}</span>
            <span className="truncate text-muted-foreground">
              {movementLabel({
                kind: movement.kind,
                reason: movement.reason as AdjustmentReason | null,
              })}
              {movement.reference && ` · ${movement.reference}`} ·{' '}
              {formatDateTime(movement.occurredAt)}
            </span>
          </span>
          <span className="shrink-0 text-right tabular-nums">
            {isNegative(movement.quantity) ? '' : '+'}
            {formatStock(movement.quantity, unitSymbol(movement.unit))}
            <span className="block text-xs text-muted-foreground">
              {formatMoney(movement.valueCents, currency)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
