import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { PermissionPicker } from '@/modules/access/components/permission-picker'
import { t } from '@/lib/i18n'
import type { PermissionOption } from '@/modules/access/types'

export type RoleFormData = { name: string; description: string; permissions: string[] }

type RoleFormProps = {
  form: InertiaFormProps<RoleFormData>
  catalogue: PermissionOption[]
  areas: string[]
  nameLocked?: boolean
  permissionsLocked?: boolean
  submitLabel: string
  onSubmit: () => void
}

export function RoleForm({
  form,
  catalogue,
  areas,
  nameLocked = false,
  permissionsLocked = false,
  submitLabel,
  onSubmit,
}: RoleFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const permissionsError =
    errors.permissions ??
    Object.entries(errors).find(([key]) => key.startsWith('permissions.'))?.[1]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-4xl gap-6" noValidate onSubmit={submit}>
      <div className="grid max-w-xl gap-6">
        <Field
          id="name"
          label={t('access.roles.name')}
          required
          readOnly={nameLocked}
          className={nameLocked ? 'bg-muted text-muted-foreground' : undefined}
          hint={
            nameLocked ? (
              <span className="text-muted-foreground">{t('access.roles.system_name_hint')}</span>
            ) : undefined
          }
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
          error={errors.name}
        />
        <div className="grid gap-2">
          <Label htmlFor="description">{t('access.roles.description_label')}</Label>
          <Textarea
            id="description"
            rows={2}
            value={form.data.description}
            onChange={(e) => form.setData('description', e.target.value)}
            aria-invalid={errors.description ? true : undefined}
          />
          <InputError message={errors.description} />
        </div>
      </div>
      <section className="grid gap-3" aria-labelledby="permissions-heading">
        <h2 id="permissions-heading" className="text-base font-medium">
          {t('access.roles.permissions')}
        </h2>
        <PermissionPicker
          catalogue={catalogue}
          areas={areas}
          value={form.data.permissions}
          onChange={(value) => form.setData('permissions', value)}
          locked={permissionsLocked}
          error={permissionsError}
        />
      </section>
      <div className="sticky bottom-4 flex w-fit items-center gap-4 rounded-lg border bg-background/95 p-2 pr-4 shadow-sm backdrop-blur">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
