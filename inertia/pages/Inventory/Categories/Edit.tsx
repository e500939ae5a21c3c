import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  CategoryForm,
  categoryFormData,
  type CategoryFormData,
} from '@/modules/inventory/components/category-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EditableCategory, ParentOption } from '@/modules/inventory/types'

type EditProps = { category: EditableCategory; parents: ParentOption[]; hasChildren: boolean }

export default function Edit({ category, parents, hasChildren }: EditProps) {
  const form = useForm<CategoryFormData>(categoryFormData(category))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.categories.title'), href: urlFor('inventory.categories.index') },
        { title: category.name, href: urlFor('inventory.categories.show', { id: category.id }) },
        {
          title: t('inventory.edit'),
          href: urlFor('inventory.categories.edit', { id: category.id }),
        },
      ]}
      title={t('inventory.categories.edit_title', { name: category.name })}
    >
      <CategoryForm
        form={form}
        parents={parents}
        parentLocked={hasChildren}
        submitLabel={t('inventory.save')}
        onSubmit={() =>
          form.put(urlFor('inventory.categories.update', { id: category.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
