import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field, TextareaField } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { COUNTRIES } from '@/modules/hotel/lib/countries'
import { t } from '@/lib/i18n'
import type { GuestDetail } from '@/modules/hotel/types'

export type GuestFormData = {
  first_name: string
  last_name: string
  email: string
  phone: string
  document_type: string
  document_number: string
  nationality: string
  birth_date: string
  address: string
  company: string
  notes: string
  is_vip: boolean
  is_blocked: boolean
  blocked_reason: string
}

export function guestFormData(guest?: GuestDetail): GuestFormData {
  return {
    first_name: guest?.firstName ?? '',
    last_name: guest?.lastName ?? '',
    email: guest?.email ?? '',
    phone: guest?.phone ?? '',
    document_type: guest?.documentType ?? '',
    document_number: guest?.documentNumber ?? '',
    nationality: guest?.nationality ?? '',
    birth_date: guest?.birthDate ?? '',
    address: guest?.address ?? '',
    company: guest?.company ?? '',
    notes: guest?.notes ?? '',
    is_vip: guest?.isVip ?? false,
    is_blocked: guest?.isBlocked ?? false,
    blocked_reason: guest?.blockedReason ?? '',
  }
}

type GuestFormProps = {
  form: InertiaFormProps<GuestFormData>
  canBlock: boolean
  submitLabel: string
  onSubmit: () => void
}

export function GuestForm({ form, canBlock, submitLabel, onSubmit }: GuestFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const text = (key: keyof GuestFormData) => ({
    value: form.data[key] as string,
    onChange: (event: { target: { value: string } }) => form.setData(key, event.target.value),
    error: errors[key],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const today = new Date().toISOString().slice(0, 10)
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          id="first_name"
          label={t('hotel.guests.first_name')}
          required
          maxLength={80}
          autoComplete="off"
          {...text('first_name')}
        />
        <Field
          id="last_name"
          label={t('hotel.guests.last_name')}
          required
          maxLength={80}
          autoComplete="off"
          {...text('last_name')}
        />
        <Field
          id="email"
          type="email"
          label={t('hotel.guests.email')}
          maxLength={254}
          autoComplete="off"
          {...text('email')}
        />
        <Field
          id="phone"
          type="tel"
          label={t('hotel.guests.phone')}
          maxLength={40}
          autoComplete="off"
          {...text('phone')}
        />
        <Field
          id="document_type"
          label={t('hotel.guests.document_type')}
          placeholder={t('hotel.guests.document_type_placeholder')}
          maxLength={30}
          {...text('document_type')}
        />
        <Field
          id="document_number"
          label={t('hotel.guests.document_number')}
          maxLength={60}
          autoComplete="off"
          {...text('document_number')}
        />
        <div className="grid gap-2">
          <Label htmlFor="nationality">{t('hotel.guests.nationality')}</Label>
          <NativeSelect
            id="nationality"
            value={form.data.nationality}
            onChange={(e) => form.setData('nationality', e.target.value)}
            aria-invalid={errors.nationality ? true : undefined}
            aria-describedby={errors.nationality ? 'nationality-error' : undefined}
          >
            <option value="">{t('hotel.guests.choose_nationality')}</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
          <InputError id="nationality-error" message={errors.nationality} />
        </div>
        <Field
          id="birth_date"
          type="date"
          max={today}
          label={t('hotel.guests.birth_date')}
          {...text('birth_date')}
        />
        <Field
          id="company"
          label={t('hotel.guests.company')}
          maxLength={120}
          {...text('company')}
        />
      </div>
      <TextareaField
        id="address"
        label={t('hotel.guests.address')}
        rows={2}
        value={form.data.address}
        onChange={(e) => form.setData('address', e.target.value)}
        error={errors.address}
      />
      <TextareaField
        id="notes"
        label={t('hotel.guests.notes')}
        rows={3}
        value={form.data.notes}
        onChange={(e) => form.setData('notes', e.target.value)}
        error={errors.notes}
      />
      <div className="flex items-center gap-3">
        <Checkbox
          id="is_vip"
          checked={form.data.is_vip}
          onCheckedChange={(next) => form.setData('is_vip', next === true)}
        />
        <Label htmlFor="is_vip">{t('hotel.guests.vip_label')}</Label>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-4" disabled={!canBlock}>
        <div className="flex items-center gap-3">
          <Checkbox
            id="is_blocked"
            checked={form.data.is_blocked}
            disabled={!canBlock}
            onCheckedChange={(next) => form.setData('is_blocked', next === true)}
            aria-describedby="is_blocked-hint"
          />
          <Label htmlFor="is_blocked">{t('hotel.guests.blocked_label')}</Label>
        </div>
        <p id="is_blocked-hint" className="text-sm text-muted-foreground">
          {canBlock ? t('hotel.guests.blocked_hint') : t('hotel.guests.block_locked')}
        </p>
        {form.data.is_blocked && (
          <Field
            id="blocked_reason"
            label={t('hotel.guests.blocked_reason')}
            required
            maxLength={255}
            {...text('blocked_reason')}
          />
        )}
      </fieldset>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
