import { useForm, usePage } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { InputError } from '@/components/ui/input-error'
import { RoleForm, type RoleFormData } from '@/modules/access/components/role-form'
import { ConfirmDelete } from '@/components/confirm-action'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { SharedProps } from '@/types'
import type { EditableRole, PermissionOption } from '@/modules/access/types'

type EditProps = { role: EditableRole; catalogue: PermissionOption[]; areas: string[] }

export default function Edit({ role, catalogue, areas }: EditProps) {
  const { errors } = usePage<SharedProps>().props
  const form = useForm<RoleFormData>({
    name: role.name,
    description: role.description,
    permissions: role.permissions,
  })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('access.roles.title'), href: urlFor('roles.index') },
        { title: role.name, href: urlFor('roles.edit', { id: role.id }) },
      ]}
      title={t('access.roles.edit_title', { name: role.name })}
      description={t('access.roles.edit_description')}
      actions={
        role.can.delete && (
          <ConfirmDelete
            label={t('access.delete')}
            title={t('access.roles.delete_title', { name: role.name })}
            description={t('access.roles.delete_description')}
            href={urlFor('roles.destroy', { id: role.id })}
          />
        )
      }
    >
      <InputError
        message={errors.role}
        className="max-w-4xl rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
      />
      <RoleForm
        form={form}
        catalogue={catalogue}
        areas={areas}
        nameLocked={role.isSystem}
        permissionsLocked={role.isAdministrator}
        submitLabel={t('access.save')}
        onSubmit={() =>
          form.put(urlFor('roles.update', { id: role.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
