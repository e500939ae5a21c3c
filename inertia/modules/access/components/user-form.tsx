import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { RoleChecklist } from '@/modules/access/components/role-checklist'
import { t } from '@/lib/i18n'
import type { RoleOption } from '@/modules/access/types'

export type UserFormData = {
  full_name: string
  email: string
  password: string
  password_confirmation: string
  roles: number[]
  is_active: boolean
}

type UserFormProps = {
  form: InertiaFormProps<UserFormData>
  roles: RoleOption[]
  mode: 'create' | 'edit'
  rolesLocked?: boolean
  statusLocked?: boolean
  submitLabel: string
  onSubmit: () => void
}

/** A password for a new user; for an existing one, a new password only when typed. */
function PasswordFields({ form, mode }: Pick<UserFormProps, 'form' | 'mode'>) {
  const errors = form.errors as Record<string, string | undefined>
  return (
    <>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          id="password"
          type="password"
          label={mode === 'create' ? t('access.users.password') : t('access.users.new_password')}
          required={mode === 'create'}
          autoComplete="new-password"
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={errors.password}
        />
        <Field
          id="password_confirmation"
          type="password"
          label={t('access.users.password_confirmation')}
          required={mode === 'create'}
          autoComplete="new-password"
          value={form.data.password_confirmation}
          onChange={(e) => form.setData('password_confirmation', e.target.value)}
          error={errors.password_confirmation}
        />
      </div>
      <p className="-mt-4 text-sm text-muted-foreground">
        {mode === 'create' ? t('access.users.password_hint') : t('access.users.new_password_hint')}
      </p>
    </>
  )
}

export function UserForm({
  form,
  roles,
  mode,
  rolesLocked = false,
  statusLocked = false,
  submitLabel,
  onSubmit,
}: UserFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const rolesError =
    errors.roles ?? Object.entries(errors).find(([key]) => key.startsWith('roles.'))?.[1]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <Field
        id="full_name"
        label={t('access.users.name')}
        required
        autoComplete="off"
        value={form.data.full_name}
        onChange={(e) => form.setData('full_name', e.target.value)}
        error={errors.full_name}
      />
      <Field
        id="email"
        type="email"
        label={t('access.users.email')}
        required
        autoComplete="off"
        value={form.data.email}
        onChange={(e) => form.setData('email', e.target.value)}
        error={errors.email}
      />
      <PasswordFields form={form} mode={mode} />
      <RoleChecklist
        roles={roles}
        value={form.data.roles}
        onChange={(value) => form.setData('roles', value)}
        locked={rolesLocked}
        error={rolesError}
      />
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id="is_active"
            checked={form.data.is_active}
            disabled={statusLocked}
            onCheckedChange={(next) => form.setData('is_active', next === true)}
            aria-describedby="is_active-hint"
          />
          <Label htmlFor="is_active">{t('access.users.active_label')}</Label>
        </div>
        <p id="is_active-hint" className="text-sm text-muted-foreground">
          {statusLocked ? t('access.users.own_status_hint') : t('access.users.active_hint')}
        </p>
        <InputError message={errors.is_active} />
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
