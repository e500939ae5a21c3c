import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { SelectField } from '@/components/forms/select-field'
import { InputError } from '@/components/ui/input-error'
import { Button } from '@/components/ui/button'
import { Plus } from 'lucide-react'
import { PurchaseOrderLineFields } from '@/modules/inventory/components/purchase-order-line-fields'
import { centsToInput, formatMoney } from '@/lib/money'
import { lineTotalCents } from '@/modules/inventory/lib/purchase-units'
import { t } from '@/lib/i18n'
import type { PurchaseOrder, PurchaseOrderFormOptions } from '@/modules/inventory/purchasing-types'

export type PurchaseOrderLineData = {
  key: string
  product_id: string
  quantity: string
  unit_cost: string
}

export type PurchaseOrderFormData = {
  supplier_id: string
  expected_on: string
  notes: string
  lines: PurchaseOrderLineData[]
}

let nextKey = 0
export const newLine = (): PurchaseOrderLineData => ({
  key: `line-${++nextKey}`,
  product_id: '',
  quantity: '',
  unit_cost: '',
})

export function purchaseOrderFormData(
  order?: PurchaseOrder,
  supplierId?: number | null
): PurchaseOrderFormData {
  return {
    supplier_id: String(order?.supplier.id ?? supplierId ?? ''),
    expected_on: order?.expectedOn ?? '',
    notes: order?.notes ?? '',
    lines: order
      ? order.lines.map((line) => ({
          key: `line-${line.id}`,
          product_id: String(line.productId),
          quantity: line.quantity.replace(/\.?0+$/, ''),
          unit_cost: centsToInput(line.unitCostCents),
        }))
      : [newLine()],
  }
}

/** What the form sends: an empty date as null, the lines without their client-side keys. */
export function purchaseOrderPayload(data: PurchaseOrderFormData) {
  return {
    supplier_id: data.supplier_id,
    expected_on: data.expected_on || null,
    notes: data.notes,
    lines: data.lines.map(({ product_id, quantity, unit_cost }) => ({
      product_id,
      quantity,
      unit_cost,
    })),
  }
}

type PurchaseOrderFormProps = {
  form: InertiaFormProps<PurchaseOrderFormData>
  options: PurchaseOrderFormOptions
  submitLabel: string
  onSubmit: () => void
}

/** The supplier, when the goods are expected, and notes for them. */
function OrderHeaderFields({ form, options }: Pick<PurchaseOrderFormProps, 'form' | 'options'>) {
  const errors = form.errors as Record<string, string | undefined>
  return (
    <div className="grid max-w-3xl items-start gap-6 sm:grid-cols-2">
      <SelectField
        id="supplier_id"
        label={t('inventory.purchasing.supplier')}
        value={form.data.supplier_id}
        onChange={(event) => form.setData('supplier_id', event.target.value)}
        error={errors.supplier_id}
      >
        <option value="">{t('inventory.purchasing.choose_supplier')}</option>
        {options.suppliers.map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
      <Field
        id="expected_on"
        type="date"
        label={t('inventory.purchasing.expected_on')}
        min={options.today}
        value={form.data.expected_on}
        onChange={(event) => form.setData('expected_on', event.target.value)}
        error={errors.expected_on}
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="notes">{t('inventory.purchasing.notes')}</Label>
        <Textarea
          id="notes"
          name="notes"
          rows={2}
          maxLength={2000}
          value={form.data.notes}
          onChange={(event) => form.setData('notes', event.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? 'notes-error' : undefined}
        />
        <InputError id="notes-error" message={errors.notes} />
      </div>
    </div>
  )
}

/** Supplier, expected date, notes and the lines in the supplier's unit, with live totals. */
export function PurchaseOrderForm({
  form,
  options,
  submitLabel,
  onSubmit,
}: PurchaseOrderFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const supplierId = Number(form.data.supplier_id) || null
  const total = form.data.lines.reduce(
    (sum, line) => sum + (lineTotalCents(line.quantity, line.unit_cost) ?? 0),
    0
  )
  const setLine = (index: number, line: PurchaseOrderLineData) =>
    form.setData(
      'lines',
      form.data.lines.map((current, at) => (at === index ? line : current))
    )
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <OrderHeaderFields form={form} options={options} />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-medium">{t('inventory.purchasing.lines')}</legend>
        <ol className="grid gap-3">
          {form.data.lines.map((line, index) => (
            <PurchaseOrderLineFields
              key={line.key}
              index={index}
              line={line}
              errors={errors}
              products={options.products}
              supplierId={supplierId}
              currency={options.currency}
              onChange={(changed) => setLine(index, changed)}
              onRemove={
                form.data.lines.length > 1
                  ? () =>
                      form.setData(
                        'lines',
                        form.data.lines.filter((_, at) => at !== index)
                      )
                  : undefined
              }
            />
          ))}
        </ol>
        <InputError message={errors.lines} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => form.setData('lines', [...form.data.lines, newLine()])}
          >
            <Plus aria-hidden="true" />
            {t('inventory.purchasing.add_line')}
          </Button>
          <p className="text-base font-medium tabular-nums" aria-live="polite">
            {t('inventory.purchasing.total')}: {formatMoney(total, options.currency)}
          </p>
        </div>
      </fieldset>

      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
