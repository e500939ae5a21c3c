import { formatMoney } from '@/lib/money'
import { formatDateTime } from '@/lib/format'
import { formatQuantity } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { t } from '@/lib/i18n'
import type { Receipt } from '@/modules/inventory/purchasing-types'

/** The deliveries received against an order, one receipt movement per line that arrived. */
export function PurchaseOrderReceipts({
  receipts,
  currency,
}: {
  receipts: Receipt[]
  currency: string
}) {
  if (receipts.length === 0)
    return <p className="text-sm text-muted-foreground">{t('inventory.purchasing.no_receipts')}</p>
  return (
    <ul className="grid gap-3">
      {receipts.map((receipt) => (
        <li key={receipt.id} className="grid gap-0.5 text-sm">
          <span className="font-medium">
            {receipt.name}: +{formatQuantity(receipt.quantity)} {unitSymbol(receipt.unit)} ·{' '}
            {formatMoney(receipt.valueCents, currency)}
          </span>
          <span className="text-muted-foreground">
            {formatDateTime(receipt.occurredAt)}
            {receipt.userName &&
              ` ${t('inventory.purchasing.receipt_by', { name: receipt.userName })}`}
            {receipt.note && ` · ${receipt.note}`}
          </span>
        </li>
      ))}
    </ul>
  )
}
