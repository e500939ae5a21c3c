import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import type { Supplier } from '@/modules/inventory/types'

export type SupplierFormData = {
  name: string
  tax_id: string
  contact_name: string
  email: string
  phone: string
  address: string
  payment_terms: string
  lead_time_days: string
  active: boolean
}

export function supplierFormData(supplier?: Supplier): SupplierFormData {
  return {
    name: supplier?.name ?? '',
    tax_id: supplier?.taxId ?? '',
    contact_name: supplier?.contactName ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    payment_terms: supplier?.paymentTerms ?? '',
    lead_time_days: String(supplier?.leadTimeDays ?? 0),
    active: supplier?.active ?? true,
  }
}

type SupplierFormProps = {
  form: InertiaFormProps<SupplierFormData>
  submitLabel: string
  onSubmit: () => void
}

type TextKey = Exclude<keyof SupplierFormData, 'active'>

export function SupplierForm({ form, submitLabel, onSubmit }: SupplierFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const text = (key: TextKey) => ({
    id: key,
    label: t(`inventory.fields.${key}`),
    value: form.data[key],
    onChange: (event: { target: { value: string } }) => form.setData(key, event.target.value),
    error: errors[key],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field required maxLength={120} autoComplete="off" {...text('name')} />
        <Field maxLength={40} autoComplete="off" {...text('tax_id')} />
        <Field maxLength={120} autoComplete="off" {...text('contact_name')} />
        <Field type="email" maxLength={254} autoComplete="off" {...text('email')} />
        <Field type="tel" maxLength={40} autoComplete="off" {...text('phone')} />
        <Field
          maxLength={80}
          placeholder={t('inventory.suppliers.payment_terms_placeholder')}
          {...text('payment_terms')}
        />
        <Field
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          {...text('lead_time_days')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="address">{t('inventory.fields.address')}</Label>
        <Textarea
          id="address"
          rows={3}
          value={form.data.address}
          onChange={(event) => form.setData('address', event.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'address-error' : undefined}
        />
        <InputError id="address-error" message={errors.address} />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id="active"
          checked={form.data.active}
          onCheckedChange={(next) => form.setData('active', next === true)}
        />
        <Label htmlFor="active">{t('inventory.suppliers.active_label')}</Label>
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
