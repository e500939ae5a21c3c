import { Link } from '@adonisjs/inertia/react'
import { EmptyList } from '@/components/lists/list-page'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'

/* The supplier's purchase orders, as the purchase-orders module sends them to Suppliers/Show. */
export type SupplierPurchaseOrder = {
  id: number
  number: string
  statusLabel: string
  expectedOn: string | null
  totalCents: number
}

export function SupplierPurchaseOrders({
  orders,
  currency,
}: {
  orders: SupplierPurchaseOrder[]
  currency: string
}) {
  if (orders.length === 0)
    return <EmptyList>{t('inventory.suppliers.no_purchase_orders')}</EmptyList>
  return (
    <ul className="divide-y">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 px-6 py-3">
          <Link
            route="inventory.purchase_orders.show"
            routeParams={{ id: order.id }}
            className="font-medium hover:underline"
          >
            {order.number}
          </Link>
          <span className="text-sm text-muted-foreground">
            {[order.statusLabel, order.expectedOn].filter(Boolean).join(' · ')}
          </span>
          <span className="tabular-nums">{formatMoney(order.totalCents, currency)}</span>
        </li>
      ))}
    </ul>
  )
}
