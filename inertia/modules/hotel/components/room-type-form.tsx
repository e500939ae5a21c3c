import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import { ActiveField } from '@/modules/hotel/components/active-field'

export type RoomTypeFormData = {
  code: string
  name: string
  description: string
  base_rate: string
  max_adults: string
  max_children: string
  beds: string
  size_m2: string
  amenities: string
  is_active: boolean
}

/** What the server expects: amenities as a list, numbers as numbers, an empty size as none. */
export function roomTypePayload(data: RoomTypeFormData) {
  return {
    ...data,
    max_adults: data.max_adults === '' ? '' : Number(data.max_adults),
    max_children: data.max_children === '' ? '' : Number(data.max_children),
    size_m2: data.size_m2 === '' ? null : Number(data.size_m2),
    amenities: data.amenities
      .split(',')
      .map((amenity) => amenity.trim())
      .filter(Boolean),
  }
}

type RoomTypeForm = InertiaFormProps<RoomTypeFormData>
type Errors = Record<string, string | undefined>

type RoomTypeFormProps = {
  form: InertiaFormProps<RoomTypeFormData>
  currency: string
  submitLabel: string
  onSubmit: () => void
}

/** The base price of a night and how many guests the type sleeps. */
function CapacityFields({
  form,
  errors,
  currency,
}: {
  form: RoomTypeForm
  errors: Errors
  currency: string
}) {
  const set = (field: keyof RoomTypeFormData) => (event: { target: { value: string } }) =>
    form.setData(field, event.target.value)
  return (
    <div className="grid items-start gap-6 sm:grid-cols-3">
      <Field
        id="base_rate"
        label={`${t('hotel.room_types.base_rate')} (${currency})`}
        required
        inputMode="decimal"
        placeholder="120.00"
        value={form.data.base_rate}
        onChange={set('base_rate')}
        error={errors.base_rate}
      />
      <Field
        id="max_adults"
        type="number"
        min={1}
        max={20}
        label={t('hotel.room_types.max_adults')}
        required
        value={form.data.max_adults}
        onChange={set('max_adults')}
        error={errors.max_adults}
      />
      <Field
        id="max_children"
        type="number"
        min={0}
        max={20}
        label={t('hotel.room_types.max_children')}
        required
        value={form.data.max_children}
        onChange={set('max_children')}
        error={errors.max_children}
      />
    </div>
  )
}

function BedsFields({ form, errors }: { form: RoomTypeForm; errors: Errors }) {
  const set = (field: keyof RoomTypeFormData) => (event: { target: { value: string } }) =>
    form.setData(field, event.target.value)
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <Field
        id="beds"
        label={t('hotel.room_types.beds')}
        placeholder={t('hotel.room_types.beds_placeholder')}
        value={form.data.beds}
        onChange={set('beds')}
        error={errors.beds}
      />
      <Field
        id="size_m2"
        type="number"
        min={1}
        step="0.1"
        label={t('hotel.room_types.size_m2')}
        value={form.data.size_m2}
        onChange={set('size_m2')}
        error={errors.size_m2}
      />
    </div>
  )
}

export function RoomTypeForm({ form, currency, submitLabel, onSubmit }: RoomTypeFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const amenitiesError =
    errors.amenities ?? Object.entries(errors).find(([key]) => key.startsWith('amenities.'))?.[1]
  const set = (field: keyof RoomTypeFormData) => (event: { target: { value: string } }) =>
    form.setData(field, event.target.value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <div className="grid items-start gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field
          id="code"
          label={t('hotel.room_types.code')}
          required
          maxLength={10}
          autoComplete="off"
          className="uppercase"
          value={form.data.code}
          onChange={set('code')}
          error={errors.code}
        />
        <Field
          id="name"
          label={t('hotel.room_types.name')}
          required
          autoComplete="off"
          value={form.data.name}
          onChange={set('name')}
          error={errors.name}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="description">{t('hotel.room_types.description_field')}</Label>
        <Textarea
          id="description"
          rows={3}
          value={form.data.description}
          onChange={set('description')}
          aria-invalid={errors.description ? true : undefined}
        />
        <InputError message={errors.description} />
      </div>
      <CapacityFields form={form} errors={errors} currency={currency} />
      <BedsFields form={form} errors={errors} />
      <Field
        id="amenities"
        label={t('hotel.room_types.amenities')}
        hint={<span className="text-muted-foreground">{t('hotel.room_types.amenities_hint')}</span>}
        value={form.data.amenities}
        onChange={set('amenities')}
        error={amenitiesError}
      />
      <ActiveField
        checked={form.data.is_active}
        onChange={(next) => form.setData('is_active', next)}
        error={errors.is_active}
        label={t('hotel.room_types.active_label')}
        hint={t('hotel.room_types.active_hint')}
      />
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
