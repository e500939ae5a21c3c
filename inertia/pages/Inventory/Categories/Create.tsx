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
import type { ParentOption } from '@/modules/inventory/types'

export default function Create({ parents }: { parents: ParentOption[] }) {
  const form = useForm<CategoryFormData>(categoryFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.categories.title'), href: urlFor('inventory.categories.index') },
        { title: t('inventory.categories.new'), href: urlFor('inventory.categories.create') },
      ]}
      title={t('inventory.categories.create_title')}
      description={t('inventory.categories.create_description')}
    >
      <CategoryForm
        form={form}
        parents={parents}
        submitLabel={t('inventory.categories.create_submit')}
        onSubmit={() => form.post(urlFor('inventory.categories.store'))}
      />
    </FormPage>
  )
}
