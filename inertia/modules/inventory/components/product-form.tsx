import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SelectField } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { t } from '@/lib/i18n'
import { unitName, unitSymbol } from '@/modules/inventory/lib/labels'
import { formatQuantity } from '@/modules/inventory/lib/quantity'
import type {
  CategoryOption,
  EditableProduct,
  StockUnit,
  SupplierOption,
} from '@/modules/inventory/types'

export type ProductFormData = {
  sku: string
  name: string
  category_id: string
  unit: StockUnit
  purchase_unit: string
  purchase_unit_factor: string
  preferred_supplier_id: string
  reorder_point: string
  reorder_quantity: string
  active: boolean
  lock_version?: number
}

/** Decimal strings as typed: "12.500" shows as "12.5". */
const typed = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

export function productFormData(product?: EditableProduct): ProductFormData {
  return {
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    category_id: product ? String(product.categoryId) : '',
    unit: product?.unit ?? 'unit',
    purchase_unit: product?.purchaseUnit ?? '',
    purchase_unit_factor: product ? typed(product.purchaseUnitFactor) : '1',
    preferred_supplier_id: product?.preferredSupplierId ? String(product.preferredSupplierId) : '',
    reorder_point: product ? typed(product.reorderPoint) : '0',
    reorder_quantity: product ? typed(product.reorderQuantity) : '0',
    active: product?.active ?? true,
    ...(product ? { lock_version: product.lockVersion } : {}),
  }
}

type TextKey = Exclude<keyof ProductFormData, 'active' | 'unit' | 'lock_version'>

/** A text field's id, label, value, change handler and error, read from the form. */
const textProps = (form: ProductFormProps['form'], key: TextKey) => ({
  id: key,
  label: t(`inventory.fields.${key}`),
  value: form.data[key],
  onChange: (event: { target: { value: string } }) => form.setData(key, event.target.value),
  error: (form.errors as Record<string, string | undefined>)[key],
})

type ProductFormProps = {
  form: InertiaFormProps<ProductFormData>
  categories: CategoryOption[]
  suppliers: SupplierOption[]
  units: StockUnit[]
  submitLabel: string
  onSubmit: () => void
}

/** The unit it is bought in and how many stock units that is, spelled out under the factor. */
function PurchaseUnitFields({ form }: Pick<ProductFormProps, 'form'>) {
  const text = (key: TextKey) => textProps(form, key)
  const symbol = unitSymbol(form.data.unit)
  const conversion =
    form.data.purchase_unit && /^\d+(\.\d+)?$/.test(form.data.purchase_unit_factor)
      ? t('inventory.products.conversion', {
          purchaseUnit: form.data.purchase_unit,
          factor: formatQuantity(form.data.purchase_unit_factor),
          unit: symbol,
        })
      : t('inventory.products.purchase_unit_hint')
  return (
    <>
      <Field
        maxLength={20}
        placeholder={t('inventory.products.purchase_unit_placeholder')}
        {...text('purchase_unit')}
      />
      <div className="grid gap-2">
        <Field
          inputMode="decimal"
          {...text('purchase_unit_factor')}
          label={t('inventory.products.factor_label', { unit: symbol })}
          aria-describedby="purchase_unit_factor-hint"
        />
        <p id="purchase_unit_factor-hint" className="text-sm text-muted-foreground">
          {conversion}
        </p>
      </div>
    </>
  )
}

function ActiveField({ form }: Pick<ProductFormProps, 'form'>) {
  const errors = form.errors as Record<string, string | undefined>
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Checkbox
          id="active"
          checked={form.data.active}
          onCheckedChange={(next) => form.setData('active', next === true)}
          aria-invalid={errors.active ? true : undefined}
          aria-describedby={errors.active ? 'active-error' : undefined}
        />
        <Label htmlFor="active">{t('inventory.products.active_label')}</Label>
      </div>
      <InputError id="active-error" message={errors.active} />
    </div>
  )
}

export function ProductForm({
  form,
  categories,
  suppliers,
  units,
  submitLabel,
  onSubmit,
}: ProductFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const text = (key: TextKey) => textProps(form, key)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const symbol = unitSymbol(form.data.unit)
  const sortedCategories = [...categories].sort((a, b) => a.label.localeCompare(b.label))
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      {errors.lock_version && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errors.lock_version}</AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field required maxLength={40} autoComplete="off" className="font-mono" {...text('sku')} />
        <Field required maxLength={120} autoComplete="off" {...text('name')} />
        <SelectField required {...text('category_id')}>
          <option value="">{t('inventory.products.choose_category')}</option>
          {sortedCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="unit"
          label={t('inventory.fields.unit')}
          value={form.data.unit}
          hint={t('inventory.products.unit_hint')}
          onChange={(event) => form.setData('unit', event.target.value as StockUnit)}
          error={errors.unit}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unitName(unit)}
            </option>
          ))}
        </SelectField>
        <PurchaseUnitFields form={form} />
        <SelectField {...text('preferred_supplier_id')}>
          <option value="">{t('inventory.products.no_supplier')}</option>
          {suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.active ? supplier.name : `${supplier.name} (${t('inventory.inactive')})`}
            </option>
          ))}
        </SelectField>
        <div className="hidden sm:block" />
        <Field
          inputMode="decimal"
          {...text('reorder_point')}
          label={t('inventory.products.reorder_point_label', { unit: symbol })}
        />
        <Field
          inputMode="decimal"
          {...text('reorder_quantity')}
          label={t('inventory.products.reorder_quantity_label', { unit: symbol })}
        />
      </div>
      <ActiveField form={form} />
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
