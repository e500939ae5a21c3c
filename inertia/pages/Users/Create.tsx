import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { UserForm, type UserFormData } from '@/modules/access/components/user-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { RoleOption } from '@/modules/access/types'

export default function Create({ roles }: { roles: RoleOption[] }) {
  const form = useForm<UserFormData>({
    full_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    roles: [],
    is_active: true,
  })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('access.users.title'), href: urlFor('users.index') },
        { title: t('access.users.new'), href: urlFor('users.create') },
      ]}
      title={t('access.users.create_title')}
      description={t('access.users.create_description')}
    >
      <UserForm
        form={form}
        roles={roles}
        mode="create"
        submitLabel={t('access.users.create_submit')}
        onSubmit={() =>
          form.post(urlFor('users.store'), {
            onError: () => form.reset('password', 'password_confirmation'),
          })
        }
      />
    </FormPage>
  )
}
