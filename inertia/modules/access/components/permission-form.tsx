import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'

export type PermissionFormData = { name: string; description: string }

type PermissionFormProps = {
  form: InertiaFormProps<PermissionFormData>
  submitLabel: string
  onSubmit: () => void
}

export function PermissionForm({ form, submitLabel, onSubmit }: PermissionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const area = form.data.name.split('.')[0]
  return (
    <form className="grid max-w-xl gap-6" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Field
          id="name"
          label={t('access.permissions.name')}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="spa.treatments.book"
          className="font-mono"
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
          error={form.errors.name}
          aria-describedby={form.errors.name ? 'name-error name-hint' : 'name-hint'}
        />
        <p id="name-hint" className="text-sm text-muted-foreground">
          {t('access.permissions.name_hint')}{' '}
          {area && form.data.name.includes('.') && t('access.permissions.area_preview', { area })}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="description">{t('access.permissions.description_label')}</Label>
        <Textarea
          id="description"
          rows={2}
          value={form.data.description}
          onChange={(e) => form.setData('description', e.target.value)}
          aria-invalid={form.errors.description ? true : undefined}
        />
        <InputError message={form.errors.description} />
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
