import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { SearchField } from '@/components/search-field'
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
    <div
      role="search"
      aria-label={t('inventory.purchasing.filters')}
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
    >
      <SearchField
        id="purchase-orders-search"
        label={t('inventory.purchasing.search')}
        placeholder="PO-000045"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="purchase-orders-status">{t('inventory.purchasing.status_label')}</Label>
        <NativeSelect
          id="purchase-orders-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('inventory.purchasing.all_statuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`inventory.purchasing.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="purchase-orders-supplier">{t('inventory.purchasing.supplier')}</Label>
        <NativeSelect
          id="purchase-orders-supplier"
          value={filters.supplier ?? ''}
          onChange={(event) => onChange({ supplier: event.target.value })}
        >
          <option value="">{t('inventory.purchasing.all_suppliers')}</option>
          {suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}
