import type { FormEvent } from 'react'
import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SelectField } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { formatStock } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import type { AdjustmentReason, ProductOption } from '@/modules/inventory/types'

type MovementFormData = {
  product_id: string
  reason: AdjustmentReason
  direction: 'in' | 'out'
  quantity: string
  counted_quantity: string
  unit_cost: string
  note: string
}

type MovementFormProps = {
  /** The products to choose from, or the one product of the page. */
  products: ProductOption[]
  /** Every reason with inventory.movements.adjust; only waste going out with record_waste. */
  wasteOnly: boolean
  currency: string
  id?: string
}

type Form = InertiaFormProps<MovementFormData>

const OUT_FIRST: AdjustmentReason[] = ['damage', 'waste']

/** Whether a correction takes stock out or puts it in. */
function DirectionField({ form, id }: { form: Form; id: string }) {
  const errors = form.errors as Record<string, string | undefined>
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">
        {t('inventory.fields.direction')}
      </legend>
      <div className="flex h-9 items-center gap-5">
        {(['out', 'in'] as const).map((direction) => (
          <label key={direction} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-direction`}
              value={direction}
              checked={form.data.direction === direction}
              onChange={() => form.setData('direction', direction)}
              className="size-4 accent-primary"
            />
            {t(`inventory.movements.direction.${direction}`)}
          </label>
        ))}
      </div>
      <InputError message={errors.direction} />
    </fieldset>
  )
}

/** The product (unless the form is for one), the reason and, for a correction, the direction. */
function MovementKindFields({
  form,
  products,
  wasteOnly,
  id,
}: {
  form: Form
  products: MovementFormProps['products']
  wasteOnly: boolean
  id: string
}) {
  const errors = form.errors as Record<string, string | undefined>
  const single = products.length === 1
  const stocktake = form.data.reason === 'stocktake'
  return (
    <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      {!single && (
        <div className="grid gap-2 @xl:col-span-2 @4xl:col-span-1">
          <SelectField
            id={`${id}-product_id`}
            name="product_id"
            label={t('inventory.fields.product_id')}
            value={form.data.product_id}
            onChange={(event) => form.setData('product_id', event.target.value)}
            error={errors.product_id}
          >
            <option value="">{t('inventory.movements.choose_product')}</option>
            {products.map((option) => (
              <option key={option.id} value={option.id}>
                {option.sku} · {option.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {!wasteOnly && (
        <SelectField
          id={`${id}-reason`}
          name="reason"
          label={t('inventory.fields.reason')}
          value={form.data.reason}
          onChange={(event) => {
            const reason = event.target.value as AdjustmentReason
            form.setData({
              ...form.data,
              reason,
              direction: OUT_FIRST.includes(reason) ? 'out' : form.data.direction,
            })
          }}
          error={errors.reason}
        >
          {(['waste', 'damage', 'correction', 'stocktake'] as const).map((reason) => (
            <option key={reason} value={reason}>
              {t(`inventory.movements.reason_option.${reason}`)}
            </option>
          ))}
        </SelectField>
      )}
      {!wasteOnly && !stocktake && <DirectionField form={form} id={id} />}
    </div>
  )
}

/** How much moved (or was counted), its cost when stock comes in, and a note. */
function MovementAmountFields({
  form,
  unit,
  wasteOnly,
  currency,
  id,
}: {
  form: Form
  unit: string
  wasteOnly: boolean
  currency: string
  id: string
}) {
  const errors = form.errors as Record<string, string | undefined>
  const stocktake = form.data.reason === 'stocktake'
  const field = (key: 'quantity' | 'counted_quantity' | 'unit_cost') => ({
    id: `${id}-${key}`,
    name: key,
    value: form.data[key],
    onChange: (event: { target: { value: string } }) => form.setData(key, event.target.value),
    error: errors[key],
  })
  const quantityLabel = (key: 'quantity_label' | 'counted_label', plain: string) =>
    unit ? t(`inventory.movements.${key}`, { unit }) : t(`inventory.movements.${plain}`)
  return (
    <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
      {stocktake ? (
        <Field
          inputMode="decimal"
          autoComplete="off"
          label={quantityLabel('counted_label', 'counted_plain')}
          {...field('counted_quantity')}
        />
      ) : (
        <Field
          inputMode="decimal"
          autoComplete="off"
          label={quantityLabel('quantity_label', 'quantity_plain')}
          {...field('quantity')}
        />
      )}
      {!stocktake && form.data.direction === 'in' && !wasteOnly && (
        <Field
          inputMode="decimal"
          autoComplete="off"
          label={t('inventory.movements.unit_cost_label', { currency, unit })}
          placeholder={t('inventory.movements.unit_cost_placeholder')}
          {...field('unit_cost')}
        />
      )}
      <div className="@xl:col-span-2 @4xl:col-span-1 @4xl:col-start-3">
        <Field
          id={`${id}-note`}
          name="note"
          label={t('inventory.fields.note')}
          maxLength={500}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.target.value)}
          error={errors.note}
        />
      </div>
    </div>
  )
}

/**
 * An adjustment in or out for a reason, or a stocktake count (the difference
 * from the books is posted). The server refuses an outflow larger than the
 * stock on hand with a message under the quantity.
 */
export function MovementForm({
  products,
  wasteOnly,
  currency,
  id = 'movement',
}: MovementFormProps) {
  const single = products.length === 1
  const form = useForm<MovementFormData>({
    product_id: single ? String(products[0].id) : '',
    reason: 'waste',
    direction: 'out',
    quantity: '',
    counted_quantity: '',
    unit_cost: '',
    note: '',
  })
  const product = products.find((option) => String(option.id) === form.data.product_id)
  const unit = product ? unitSymbol(product.unit) : ''
  const stocktake = form.data.reason === 'stocktake'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('inventory.movements.store'), {
      preserveScroll: true,
      onSuccess: () => form.reset('quantity', 'counted_quantity', 'unit_cost', 'note'),
    })
  }
  return (
    <form
      className="@container grid gap-4"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <MovementKindFields form={form} products={products} wasteOnly={wasteOnly} id={id} />
      {product && (
        <p className="text-sm text-muted-foreground" data-on-hand>
          {t('inventory.movements.on_hand_now', { quantity: formatStock(product.onHand, unit) })}
        </p>
      )}
      <MovementAmountFields
        form={form}
        unit={unit}
        wasteOnly={wasteOnly}
        currency={currency}
        id={id}
      />
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>
          {wasteOnly
            ? t('inventory.movements.record_waste')
            : stocktake
              ? t('inventory.movements.post_count')
              : t('inventory.movements.record')}
        </SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
