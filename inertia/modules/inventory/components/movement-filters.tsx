import { Field } from '@/components/forms/field'
import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type { MovementKind, ProductOption } from '@/modules/inventory/types'

export type MovementFilters = {
  product: number | null
  kind: '' | MovementKind
  from: string
  to: string
  page: number
  perPage: number
}

type MovementFiltersProps = {
  filters: MovementFilters
  products: ProductOption[]
  kinds: MovementKind[]
  onChange: (changes: Record<string, string | number | null>) => void
}

/** Product, kind and day range; every change lands in the URL. */
export function MovementFiltersBar({ filters, products, kinds, onChange }: MovementFiltersProps) {
  return (
    <FilterBar
      id="movements"
      selects={[
        {
          name: 'product',
          label: t('inventory.fields.product_id'),
          value: filters.product === null ? '' : String(filters.product),
          anyLabel: t('inventory.all'),
          options: products.map((product) => ({
            value: String(product.id),
            label: `${product.sku} · ${product.name}`,
          })),
        },
        {
          name: 'kind',
          label: t('inventory.movements.kind'),
          value: filters.kind,
          anyLabel: t('inventory.all'),
          options: kinds.map((kind) => ({ value: kind, label: t(`inventory.kinds.${kind}`) })),
        },
      ]}
      others={{ from: filters.from, to: filters.to }}
      onChange={onChange}
    >
      <Field
        id="movements-from"
        type="date"
        label={t('inventory.movements.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        id="movements-to"
        type="date"
        label={t('inventory.movements.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </FilterBar>
  )
}
