import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { RoleForm, type RoleFormData } from '@/modules/access/components/role-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PermissionOption } from '@/modules/access/types'

export default function Create({
  catalogue,
  areas,
}: {
  catalogue: PermissionOption[]
  areas: string[]
}) {
  const form = useForm<RoleFormData>({ name: '', description: '', permissions: [] })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('access.roles.title'), href: urlFor('roles.index') },
        { title: t('access.roles.new'), href: urlFor('roles.create') },
      ]}
      title={t('access.roles.create_title')}
      description={t('access.roles.create_description')}
    >
      <RoleForm
        form={form}
        catalogue={catalogue}
        areas={areas}
        submitLabel={t('access.roles.create_submit')}
        onSubmit={() => form.post(urlFor('roles.store'))}
      />
    </FormPage>
  )
}
