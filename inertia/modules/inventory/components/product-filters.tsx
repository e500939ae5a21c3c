import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/forms/select-field'
import { t } from '@/lib/i18n'
import type {
  CategoryOption,
  ProductFilters as Filters,
  SupplierOption,
} from '@/modules/inventory/types'

type ProductFiltersProps = {
  filters: Filters
  categories: CategoryOption[]
  suppliers: SupplierOption[]
  onChange: (changes: Record<string, string | number | null>) => void
}

/** Search by SKU or name; category, supplier, stock and status filters; every change lands in the URL. */
export function ProductFilters({ filters, categories, suppliers, onChange }: ProductFiltersProps) {
  const filtered = Boolean(
    filters.search ||
    filters.category ||
    filters.supplier ||
    filters.stock ||
    filters.status !== 'active'
  )
  const sortedCategories = [...categories].sort((a, b) => a.label.localeCompare(b.label))
  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <SearchField
        id="products-search"
        label={t('inventory.products.search')}
        placeholder={t('inventory.products.search_placeholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <SelectField
        id="products-category"
        label={t('inventory.fields.category_id')}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">{t('inventory.all')}</option>
        {sortedCategories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="products-supplier"
        label={t('inventory.fields.preferred_supplier_id')}
        value={filters.supplier ?? ''}
        onChange={(event) => onChange({ supplier: event.target.value })}
      >
        <option value="">{t('inventory.all')}</option>
        {suppliers.map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="products-stock"
        label={t('inventory.products.stock_filter')}
        value={filters.stock}
        onChange={(event) => onChange({ stock: event.target.value })}
      >
        <option value="">{t('inventory.all')}</option>
        <option value="low">{t('inventory.products.stock_low')}</option>
        <option value="out">{t('inventory.products.stock_out')}</option>
        <option value="negative">{t('inventory.products.stock_negative')}</option>
      </SelectField>
      <SelectField
        id="products-status"
        label={t('inventory.products.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="active">{t('inventory.active')}</option>
        <option value="inactive">{t('inventory.inactive')}</option>
        <option value="all">{t('inventory.all')}</option>
      </SelectField>
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden lg:invisible lg:inline-flex'}
        onClick={() => onChange({ search: '', category: '', supplier: '', stock: '', status: '' })}
      >
        <X aria-hidden="true" />
        {t('inventory.clear_filters')}
      </Button>
    </div>
  )
}
