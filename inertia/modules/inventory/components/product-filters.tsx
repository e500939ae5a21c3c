import { FilterBar } from '@/components/lists/filter-bar'
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
  const sortedCategories = [...categories].sort((a, b) => a.label.localeCompare(b.label))
  return (
    <FilterBar
      id="products"
      search={{
        label: t('inventory.products.search'),
        placeholder: t('inventory.products.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'category',
          label: t('inventory.fields.category_id'),
          value: filters.category === null ? '' : String(filters.category),
          anyLabel: t('inventory.all'),
          options: sortedCategories.map((category) => ({
            value: String(category.id),
            label: category.label,
          })),
        },
        {
          name: 'supplier',
          label: t('inventory.fields.preferred_supplier_id'),
          value: filters.supplier === null ? '' : String(filters.supplier),
          anyLabel: t('inventory.all'),
          options: suppliers.map((supplier) => ({
            value: String(supplier.id),
            label: supplier.name,
          })),
        },
        {
          name: 'stock',
          label: t('inventory.products.stock_filter'),
          value: filters.stock,
          anyLabel: t('inventory.all'),
          options: [
            { value: 'low', label: t('inventory.products.stock_low') },
            { value: 'out', label: t('inventory.products.stock_out') },
            { value: 'negative', label: t('inventory.products.stock_negative') },
          ],
        },
        {
          name: 'status',
          label: t('inventory.products.status'),
          value: filters.status,
          initial: 'active',
          options: [
            { value: 'active', label: t('inventory.active') },
            { value: 'inactive', label: t('inventory.inactive') },
            { value: 'all', label: t('inventory.all') },
          ],
        },
      ]}
      onChange={onChange}
    />
  )
}
