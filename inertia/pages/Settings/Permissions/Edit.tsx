import { useForm } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import { FormPage } from '@/components/forms/form-page'
import { Button } from '@/components/ui/button'
import {
  PermissionForm,
  type PermissionFormData,
} from '@/modules/access/components/permission-form'
import { ConfirmAction } from '@/components/confirm-action'
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
        <>
          {can.delete && (
            <ConfirmAction
              trigger={
                <Button variant="outline" className="text-destructive hover:text-destructive">
                  <Trash2 aria-hidden="true" />
                  {t('access.delete')}
                </Button>
              }
              title={t('access.permissions.delete_title', { name: permission.name })}
              description={t('access.permissions.delete_description_short')}
              confirmLabel={t('access.delete')}
              href={urlFor('permissions.destroy', { id: permission.id })}
              method="delete"
            />
          )}
        </>
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
