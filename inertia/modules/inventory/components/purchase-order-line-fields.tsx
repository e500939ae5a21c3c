import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { centsToInput, formatMoney } from '@/lib/money'
import { lineTotalCents, stockUnitsOf } from '@/modules/inventory/lib/purchase-units'
import { formatQuantity } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { t } from '@/lib/i18n'
import type { PurchaseOrderLineData } from '@/modules/inventory/components/purchase-order-form'
import type { PurchaseProductOption } from '@/modules/inventory/purchasing-types'

type LineFieldsProps = {
  index: number
  line: PurchaseOrderLineData
  errors: Record<string, string | undefined>
  products: PurchaseProductOption[]
  /** The order's supplier: the products it supplies are listed first. */
  supplierId: number | null
  currency: string
  onChange: (line: PurchaseOrderLineData) => void
  onRemove?: () => void
}

type LineField = 'product_id' | 'quantity' | 'unit_cost'

/** A line field's id, name and error wiring; `hint` is the id of a hint under it. */
function fieldAttrs(
  index: number,
  errors: LineFieldsProps['errors'],
  name: LineField,
  hint?: string | null
) {
  const id = `lines.${index}.${name}`
  return {
    'id': id,
    'name': id,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': [errors[id] && `${id}-error`, hint].filter(Boolean).join(' ') || undefined,
  }
}

/** The product, the supplier's own listed first; choosing one fills in its usual cost if none is typed. */
function ProductChoice({
  index,
  line,
  errors,
  products,
  supplierId,
  onChange,
}: Omit<LineFieldsProps, 'currency' | 'onRemove'>) {
  const id = (field: string) => `lines.${index}.${field}`
  const ofSupplier = products.filter((option) => option.preferredSupplierId === supplierId)
  const others = products.filter((option) => option.preferredSupplierId !== supplierId)
  const option = (choice: PurchaseProductOption) => (
    <option key={choice.id} value={choice.id}>
      {choice.name} · {choice.sku}
    </option>
  )
  const field = (name: LineField, hint?: string | null) => fieldAttrs(index, errors, name, hint)
  const chooseProduct = (value: string) => {
    const chosen = products.find((candidate) => String(candidate.id) === value)
    onChange({
      ...line,
      product_id: value,
      unit_cost:
        line.unit_cost || !chosen || chosen.suggestedCostCents === 0
          ? line.unit_cost
          : centsToInput(chosen.suggestedCostCents),
    })
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id('product_id')}>{t('inventory.purchasing.product')}</Label>
      <NativeSelect
        {...field('product_id')}
        value={line.product_id}
        onChange={(event) => chooseProduct(event.target.value)}
      >
        <option value="">{t('inventory.purchasing.choose_product')}</option>
        {supplierId && ofSupplier.length > 0 ? (
          <>
            <optgroup label={t('inventory.purchasing.of_supplier')}>
              {ofSupplier.map(option)}
            </optgroup>
            <optgroup label={t('inventory.purchasing.other_products')}>
              {others.map(option)}
            </optgroup>
          </>
        ) : (
          products.map(option)
        )}
      </NativeSelect>
      <InputError id={`${id('product_id')}-error`} message={errors[id('product_id')]} />
    </div>
  )
}

/** The line in stock units and its total. */
function LineTotal({
  line,
  product,
  currency,
}: {
  line: LineFieldsProps['line']
  product: PurchaseProductOption | undefined
  currency: string
}) {
  const stockUnits = product ? stockUnitsOf(line.quantity, product.unitFactor) : null
  const total = lineTotalCents(line.quantity, line.unit_cost)
  return (
    <p className="text-sm text-muted-foreground tabular-nums md:col-span-4">
      {product && stockUnits
        ? `${t('inventory.purchasing.in_stock_units', {
            quantity: formatQuantity(stockUnits),
            unit: unitSymbol(product.unit),
          })} · `
        : ''}
      {t('inventory.purchasing.line_total')}:{' '}
      {total === null ? t('inventory.purchasing.none') : formatMoney(total, currency)}
    </p>
  )
}

/**
 * One line: the product, how many of its purchase unit, the cost of one; then
 * what that is in stock units and what the line costs, as the server will count it.
 */
export function PurchaseOrderLineFields({
  index,
  line,
  errors,
  products,
  supplierId,
  currency,
  onChange,
  onRemove,
}: LineFieldsProps) {
  const id = (field: string) => `lines.${index}.${field}`
  const product = products.find((option) => String(option.id) === line.product_id)
  const purchaseUnit = product ? (product.purchaseUnit ?? unitSymbol(product.unit)) : null
  const field = (name: LineField, hint?: string | null) => fieldAttrs(index, errors, name, hint)
  return (
    <li
      aria-label={t('inventory.purchasing.line_number', { number: index + 1 })}
      className="grid gap-3 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] md:items-start"
    >
      <ProductChoice
        index={index}
        line={line}
        errors={errors}
        products={products}
        supplierId={supplierId}
        onChange={onChange}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={id('quantity')}>{t('inventory.purchasing.quantity')}</Label>
        <Input
          {...field('quantity', purchaseUnit && `${id('quantity')}-hint`)}
          inputMode="decimal"
          autoComplete="off"
          value={line.quantity}
          onChange={(event) => onChange({ ...line, quantity: event.target.value })}
        />
        {purchaseUnit && (
          <p id={`${id('quantity')}-hint`} className="text-xs text-muted-foreground">
            {purchaseUnit}
          </p>
        )}
        <InputError id={`${id('quantity')}-error`} message={errors[id('quantity')]} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('unit_cost')}>{t('inventory.purchasing.unit_cost')}</Label>
        <Input
          {...field('unit_cost', purchaseUnit && `${id('unit_cost')}-hint`)}
          inputMode="decimal"
          autoComplete="off"
          value={line.unit_cost}
          onChange={(event) => onChange({ ...line, unit_cost: event.target.value })}
        />
        {purchaseUnit && (
          <p id={`${id('unit_cost')}-hint`} className="text-xs text-muted-foreground">
            {t('inventory.purchasing.unit_cost_hint', { unit: purchaseUnit })}
          </p>
        )}
        <InputError id={`${id('unit_cost')}-error`} message={errors[id('unit_cost')]} />
      </div>
      <div className="flex items-center justify-between gap-2 md:mt-[1.375rem] md:justify-end">
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={t('inventory.purchasing.remove_line', { number: index + 1 })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <LineTotal line={line} product={product} currency={currency} />
    </li>
  )
}
