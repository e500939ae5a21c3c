import { t } from '@/lib/i18n'
import type { Supplier } from '@/modules/inventory/types'

/** Contact and terms of one supplier. */
export function SupplierDetails({ supplier }: { supplier: Supplier }) {
  const none = t('inventory.none')
  const rows: [string, string][] = [
    [t('inventory.fields.contact_name'), supplier.contactName ?? none],
    [t('inventory.fields.email'), supplier.email ?? none],
    [t('inventory.fields.phone'), supplier.phone ?? none],
    [t('inventory.fields.tax_id'), supplier.taxId ?? none],
    [t('inventory.fields.payment_terms'), supplier.paymentTerms ?? none],
    [
      t('inventory.suppliers.lead_time'),
      t('inventory.suppliers.days', { days: supplier.leadTimeDays }),
    ],
    [t('inventory.fields.address'), supplier.address ?? none],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
