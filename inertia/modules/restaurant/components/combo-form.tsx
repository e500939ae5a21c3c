import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { EditableCombo } from '@/modules/restaurant/types'

export type ComboFormData = { name: string; description: string; price: string; is_active: boolean }

export const comboFormData = (combo?: EditableCombo): ComboFormData => ({
  name: combo?.name ?? '',
  description: combo?.description ?? '',
  price: combo ? centsToInput(combo.priceCents) : '',
  is_active: combo?.isActive ?? true,
})

export function ComboForm({
  form,
  currency,
  submitLabel,
  onSubmit,
}: {
  form: InertiaFormProps<ComboFormData>
  currency: string
  submitLabel: string
  onSubmit: () => void
}) {
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-xl gap-6" noValidate onSubmit={submit}>
      <Field
        id="name"
        label={t('restaurant.combos.name')}
        required
        maxLength={120}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={errors.name}
      />
      <Field
        id="price"
        inputMode="decimal"
        label={`${t('restaurant.combos.price')} (${currency})`}
        required
        value={form.data.price}
        onChange={(event) => form.setData('price', event.target.value)}
        error={errors.price}
      />
      <div className="grid gap-2">
        <Label htmlFor="description">{t('restaurant.combos.description_field')}</Label>
        <Textarea
          id="description"
          rows={2}
          value={form.data.description}
          onChange={(event) => form.setData('description', event.target.value)}
        />
        <InputError message={errors.description} />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id="is_active"
          checked={form.data.is_active}
          onCheckedChange={(next) => form.setData('is_active', next === true)}
        />
        <Label htmlFor="is_active">{t('restaurant.combos.active_label')}</Label>
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
