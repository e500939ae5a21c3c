import { useForm, usePage } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { InputError } from '@/components/ui/input-error'
import { UserForm, type UserFormData } from '@/modules/access/components/user-form'
import { ConfirmDelete } from '@/components/confirm-action'
import { formatDateTime } from '@/modules/access/lib/format'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { SharedProps } from '@/types'
import type { EditableUser, RoleOption } from '@/modules/access/types'

/* The shared props already hold `user` (the signed-in user), so the account being edited is `editedUser`. */
export default function Edit({
  editedUser: user,
  roles,
}: {
  editedUser: EditableUser
  roles: RoleOption[]
}) {
  const { errors } = usePage<SharedProps>().props
  const form = useForm<UserFormData>({
    full_name: user.fullName,
    email: user.email,
    password: '',
    password_confirmation: '',
    roles: user.roleIds,
    is_active: user.isActive,
  })
  useUnsavedChanges(form.isDirty && !form.processing)
  const lastLogin = formatDateTime(user.lastLoginAt)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('access.users.title'), href: urlFor('users.index') },
        { title: user.fullName, href: urlFor('users.edit', { id: user.id }) },
      ]}
      title={t('access.users.edit_title', { name: user.fullName })}
      description={[
        lastLogin
          ? t('access.users.last_login_at', { when: lastLogin })
          : t('access.users.never_signed_in'),
        user.twoFactorEnabled
          ? t('access.users.two_factor_on')
          : t('access.users.two_factor_off_long'),
      ].join(' · ')}
      actions={
        user.can.delete && (
          <ConfirmDelete
            label={t('access.delete')}
            title={t('access.users.delete_title', { name: user.fullName })}
            description={t('access.users.delete_description')}
            href={urlFor('users.destroy', { id: user.id })}
          />
        )
      }
    >
      <InputError
        message={errors.user}
        className="max-w-2xl rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
      />
      <UserForm
        form={form}
        roles={roles}
        mode="edit"
        rolesLocked={!user.can.changeRoles}
        statusLocked={!user.can.changeStatus}
        submitLabel={t('access.save')}
        onSubmit={() =>
          form.put(urlFor('users.update', { id: user.id }), {
            preserveScroll: true,
            onSuccess: () => {
              form.reset('password', 'password_confirmation')
              form.setDefaults({ ...form.data, password: '', password_confirmation: '' })
            },
            onError: () => form.reset('password', 'password_confirmation'),
          })
        }
      />
    </FormPage>
  )
}
