import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  PermissionForm,
  type PermissionFormData,
} from '@/modules/access/components/permission-form'
import { ConfirmDelete } from '@/components/confirm-action'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EditablePermission } from '@/modules/access/types'

export default function Edit({
  permission,
  can,
}: {
  permission: EditablePermission
  can: { delete: boolean }
}) {
  const form = useForm<PermissionFormData>({
    name: permission.name,
    description: permission.description,
  })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('access.permissions.title'), href: urlFor('permissions.index') },
        { title: permission.name, href: urlFor('permissions.edit', { id: permission.id }) },
      ]}
      title={t('access.permissions.edit_title')}
      description={t('access.permissions.edit_description')}
      actions={
        can.delete && (
          <ConfirmDelete
            label={t('access.delete')}
            title={t('access.permissions.delete_title', { name: permission.name })}
            description={t('access.permissions.delete_description_short')}
            href={urlFor('permissions.destroy', { id: permission.id })}
          />
        )
      }
    >
      <PermissionForm
        form={form}
        submitLabel={t('access.save')}
        onSubmit={() =>
          form.put(urlFor('permissions.update', { id: permission.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
