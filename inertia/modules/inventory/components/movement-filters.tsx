import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/forms/field'
import { SelectField } from '@/components/forms/select-field'
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
  const filtered = Boolean(filters.product || filters.kind || filters.from || filters.to)
  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_10.5rem_10.5rem_auto] lg:items-end"
    >
      <SelectField
        id="movements-product"
        label={t('inventory.fields.product_id')}
        value={filters.product ?? ''}
        onChange={(event) => onChange({ product: event.target.value })}
      >
        <option value="">{t('inventory.all')}</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.sku} · {product.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="movements-kind"
        label={t('inventory.movements.kind')}
        value={filters.kind}
        onChange={(event) => onChange({ kind: event.target.value })}
      >
        <option value="">{t('inventory.all')}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`inventory.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
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
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden lg:invisible lg:inline-flex'}
        onClick={() => onChange({ product: '', kind: '', from: '', to: '' })}
      >
        <X aria-hidden="true" />
        {t('inventory.clear_filters')}
      </Button>
    </div>
  )
}
