import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  PermissionForm,
  type PermissionFormData,
} from '@/modules/access/components/permission-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default function Create() {
  const form = useForm<PermissionFormData>({ name: '', description: '' })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('access.permissions.title'), href: urlFor('permissions.index') },
        { title: t('access.permissions.new'), href: urlFor('permissions.create') },
      ]}
      title={t('access.permissions.create_title')}
      description={t('access.permissions.create_description')}
    >
      <PermissionForm
        form={form}
        submitLabel={t('access.permissions.create_submit')}
        onSubmit={() => form.post(urlFor('permissions.store'))}
      />
    </FormPage>
  )
}
