import type { InertiaFormProps } from '@inertiajs/react'
import { Field, TextareaField } from '@/components/forms/field'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

/*
| The fields every record of a person or company shares (a hotel guest, a
| customer): how to reach them and what to remember about them. Each form names
| them in its own words and keeps its own other fields around them.
*/
type ContactKey = 'email' | 'phone' | 'address' | 'notes'

type ContactFieldsProps = {
  values: Record<ContactKey, string>
  errors: Partial<Record<string, string>>
  labels: Record<ContactKey, string>
  onChange: (key: ContactKey, value: string) => void
}

/** The shared fields' props, wired to a form that holds them under their own names. */
export function contactFieldsOf<Data extends Record<ContactKey, string>>(
  form: InertiaFormProps<Data>,
  labels: Record<ContactKey, string>
): ContactFieldsProps {
  return {
    values: form.data,
    errors: form.errors as Partial<Record<string, string>>,
    labels,
    onChange: (key, value) => form.setData((data) => ({ ...data, [key]: value })),
  }
}

/** E-mail and phone, two cells of the form's grid. */
export function ReachFields({ values, errors, labels, onChange }: ContactFieldsProps) {
  return (
    <>
      <Field
        id="email"
        type="email"
        label={labels.email}
        maxLength={254}
        autoComplete="off"
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errors.email}
      />
      <Field
        id="phone"
        type="tel"
        label={labels.phone}
        maxLength={40}
        autoComplete="off"
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={errors.phone}
      />
    </>
  )
}

/** The postal address and free notes, full width under the grid. */
export function AddressAndNotesFields({ values, errors, labels, onChange }: ContactFieldsProps) {
  return (
    <>
      <TextareaField
        id="address"
        label={labels.address}
        rows={2}
        value={values.address}
        onChange={(event) => onChange('address', event.target.value)}
        error={errors.address}
      />
      <TextareaField
        id="notes"
        label={labels.notes}
        rows={3}
        value={values.notes}
        onChange={(event) => onChange('notes', event.target.value)}
        error={errors.notes}
      />
    </>
  )
}

/** A yes/no flag of the record (VIP, marketing consent) with its label beside it. */
export function FlagField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}
