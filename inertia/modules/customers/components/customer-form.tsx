import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import {
  AddressAndNotesFields,
  contactFieldsOf,
  FlagField,
  ReachFields,
} from '@/components/forms/contact-fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { SearchPicker } from '@/components/search-picker'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerDetail, CustomerKind, GuestOption } from '@/modules/customers/types'

export type CustomerFormData = {
  kind: CustomerKind
  name: string
  tax_id: string
  email: string
  phone: string
  address: string
  notes: string
  marketing_consent: boolean
  tags: string
  guest: GuestOption | null
}

export function customerFormData(
  customer?: CustomerDetail,
  guest: GuestOption | null = null
): CustomerFormData {
  return {
    kind: customer?.kind ?? 'person',
    name: customer?.name ?? '',
    tax_id: customer?.taxId ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    notes: customer?.notes ?? '',
    marketing_consent: customer?.marketingConsent ?? false,
    tags: customer?.tags.join(', ') ?? '',
    guest,
  }
}

/* Tags travel as a list; empty optional fields are left out. */
export function customerPayload(data: CustomerFormData) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value)
  return {
    kind: data.kind,
    name: data.name,
    tax_id: optional(data.tax_id),
    email: optional(data.email),
    phone: optional(data.phone),
    address: optional(data.address),
    notes: optional(data.notes),
    marketing_consent: data.marketing_consent,
    tags: data.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    guest_id: data.guest?.id ?? null,
  }
}

type CustomerFormProps = {
  form: InertiaFormProps<CustomerFormData>
  kinds: CustomerKind[]
  canLinkGuest: boolean
  submitLabel: string
  onSubmit: () => void
}

export function CustomerForm({
  form,
  kinds,
  canLinkGuest,
  submitLabel,
  onSubmit,
}: CustomerFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const tagError = Object.entries(errors).find(([key]) => key.startsWith('tags'))?.[1]
  const text = (key: 'name' | 'tax_id' | 'tags') => ({
    value: form.data[key],
    onChange: (event: { target: { value: string } }) => form.setData(key, event.target.value),
    error: errors[key],
  })
  const contact = contactFieldsOf(form, {
    email: t('customers.email'),
    phone: t('customers.phone'),
    address: t('customers.address'),
    notes: t('customers.notes'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <KindField
        kinds={kinds}
        value={form.data.kind}
        error={errors.kind}
        onChange={(kind) => form.setData('kind', kind)}
      />
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          id="name"
          label={t('customers.name')}
          required
          maxLength={160}
          autoComplete="off"
          {...text('name')}
        />
        <Field
          id="tax_id"
          label={t('customers.tax_id')}
          maxLength={40}
          autoComplete="off"
          {...text('tax_id')}
        />
        <ReachFields {...contact} />
      </div>
      <AddressAndNotesFields {...contact} />
      <Field
        id="tags"
        label={t('customers.tags')}
        placeholder={t('customers.tags_hint')}
        {...text('tags')}
        error={tagError}
      />
      <FlagField
        id="marketing_consent"
        label={t('customers.marketing_consent')}
        checked={form.data.marketing_consent}
        onChange={(checked) => form.setData('marketing_consent', checked)}
      />
      {canLinkGuest && (
        <GuestLinkField
          value={form.data.guest}
          error={errors.guest_id}
          onChange={(guest) => form.setData('guest', guest)}
        />
      )}
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}

/** A person or a company, as radio buttons. */
function KindField({
  kinds,
  value,
  error,
  onChange,
}: {
  kinds: CustomerKind[]
  value: CustomerKind
  error?: string
  onChange: (kind: CustomerKind) => void
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('customers.kind')}</legend>
      <div className="flex gap-6">
        {kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={kind}
              className="size-4 accent-primary"
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            {t(`customers.kind.${kind}`)}
          </label>
        ))}
      </div>
      <InputError message={error} />
    </fieldset>
  )
}

/** The hotel guest this customer is, picked by search. */
function GuestLinkField({
  value,
  error,
  onChange,
}: {
  value: GuestOption | null
  error?: string
  onChange: (guest: GuestOption | null) => void
}) {
  return (
    <fieldset className="grid gap-2 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('customers.guest')}</legend>
      <p className="text-sm text-muted-foreground">{t('customers.guest_hint')}</p>
      <SearchPicker<GuestOption>
        id="guest-search"
        label={t('customers.guest_linked')}
        placeholder={t('customers.guest_search_placeholder')}
        url={(search) => urlFor('customers.guest_options', {}, { qs: { search } })}
        read={(body) => body.guests}
        render={(guest) => (
          <>
            <span className="font-medium">{guest.fullName}</span>
            {guest.email && <span className="text-sm text-muted-foreground">{guest.email}</span>}
          </>
        )}
        value={value}
        onChange={onChange}
        error={error}
        texts={{
          results: t('customers.guest_results'),
          none: t('customers.guest_none'),
          change: t('customers.guest_change'),
        }}
      />
    </fieldset>
  )
}
