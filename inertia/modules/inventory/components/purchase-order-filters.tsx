import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type {
  PurchaseOrderFilters as Filters,
  PurchaseOrderStatus,
  PurchaseSupplierOption,
} from '@/modules/inventory/purchasing-types'

type FiltersProps = {
  filters: Filters
  statuses: PurchaseOrderStatus[]
  suppliers: PurchaseSupplierOption[]
  onChange: (changes: Record<string, string | number | null>) => void
}

/** Number search, status and supplier; every change lands in the URL. */
export function PurchaseOrderFilters({ filters, statuses, suppliers, onChange }: FiltersProps) {
  return (
    <FilterBar
      id="purchase-orders"
      label={t('inventory.purchasing.filters')}
      search={{
        label: t('inventory.purchasing.search'),
        placeholder: 'PO-000045',
        value: filters.search,
      }}
      selects={[
        {
          name: 'status',
          label: t('inventory.purchasing.status_label'),
          value: filters.status,
          anyLabel: t('inventory.purchasing.all_statuses'),
          options: statuses.map((status) => ({
            value: status,
            label: t(`inventory.purchasing.status.${status}`),
          })),
        },
        {
          name: 'supplier',
          label: t('inventory.purchasing.supplier'),
          value: filters.supplier === null ? '' : String(filters.supplier),
          anyLabel: t('inventory.purchasing.all_suppliers'),
          options: suppliers.map((supplier) => ({
            value: String(supplier.id),
            label: supplier.name,
          })),
        },
      ]}
      onChange={onChange}
    />
  )
}
