import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import {
  AddressAndNotesFields,
  contactFieldsOf,
  FlagField,
  ReachFields,
} from '@/components/forms/contact-fields'
import { SelectField } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
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
  const contact = contactFieldsOf(form, {
    email: t('hotel.guests.email'),
    phone: t('hotel.guests.phone'),
    address: t('hotel.guests.address'),
    notes: t('hotel.guests.notes'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
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
        <ReachFields {...contact} />
        <IdentityFields form={form} text={text} />
      </div>
      <AddressAndNotesFields {...contact} />
      <FlagField
        id="is_vip"
        label={t('hotel.guests.vip_label')}
        checked={form.data.is_vip}
        onChange={(checked) => form.setData('is_vip', checked)}
      />
      <BlockFields form={form} canBlock={canBlock} text={text} />
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}

type TextProps = (key: keyof GuestFormData) => {
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

/** What the front desk records at check-in: document, nationality, birth date and company. */
function IdentityFields({
  form,
  text,
}: {
  form: InertiaFormProps<GuestFormData>
  text: TextProps
}) {
  const today = new Date().toISOString().slice(0, 10)
  return (
    <>
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
      <SelectField
        id="nationality"
        label={t('hotel.guests.nationality')}
        value={form.data.nationality}
        onChange={(event) => form.setData('nationality', event.target.value)}
        error={form.errors.nationality}
      >
        <option value="">{t('hotel.guests.choose_nationality')}</option>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <Field
        id="birth_date"
        type="date"
        max={today}
        label={t('hotel.guests.birth_date')}
        {...text('birth_date')}
      />
      <Field id="company" label={t('hotel.guests.company')} maxLength={120} {...text('company')} />
    </>
  )
}

/** Blocking a guest, with its reason; only those allowed to override a block may change it. */
function BlockFields({
  form,
  canBlock,
  text,
}: {
  form: InertiaFormProps<GuestFormData>
  canBlock: boolean
  text: TextProps
}) {
  return (
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
  )
}
