import { PurchaseOrderStatusBadge } from '@/modules/inventory/components/purchase-order-status-badge'
import { formatLongDay } from '@/components/reports/report-format'
import { formatDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { PurchaseOrder } from '@/modules/inventory/purchasing-types'

/** Status, dates, who drafted it, the supplier's contact and the notes. */
export function PurchaseOrderSummary({ order }: { order: PurchaseOrder }) {
  const { supplier } = order
  const rows: [string, React.ReactNode][] = [
    [
      t('inventory.purchasing.status_label'),
      <PurchaseOrderStatusBadge key="status" status={order.status} />,
    ],
    [
      t('inventory.purchasing.expected_on'),
      order.expectedOn ? formatLongDay(order.expectedOn) : t('inventory.purchasing.none'),
    ],
    [t('inventory.purchasing.created_at'), formatDateTime(order.createdAt)],
  ]
  if (order.createdBy) rows.push([t('inventory.purchasing.created_by'), order.createdBy])
  if (order.orderedAt)
    rows.push([t('inventory.purchasing.ordered_at'), formatDateTime(order.orderedAt)])
  if (order.receivedAt)
    rows.push([t('inventory.purchasing.received_at'), formatDateTime(order.receivedAt)])
  if (order.cancelledAt)
    rows.push([t('inventory.purchasing.cancelled_at'), formatDateTime(order.cancelledAt)])
  const contact = [supplier.contactName, supplier.email, supplier.phone].filter(Boolean)
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="grid gap-0.5 sm:col-span-2">
        <dt className="text-muted-foreground">{t('inventory.purchasing.supplier_contact')}</dt>
        <dd>
          <span className="font-medium">{supplier.name}</span>
          {contact.length > 0 && <span className="block">{contact.join(' · ')}</span>}
          {supplier.paymentTerms && (
            <span className="block text-muted-foreground">{supplier.paymentTerms}</span>
          )}
        </dd>
      </div>
      {order.notes && (
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-muted-foreground">{t('inventory.purchasing.notes')}</dt>
          <dd className="whitespace-pre-line">{order.notes}</dd>
        </div>
      )}
    </dl>
  )
}
