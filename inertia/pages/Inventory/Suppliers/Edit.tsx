import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  SupplierForm,
  supplierFormData,
  type SupplierFormData,
} from '@/modules/inventory/components/supplier-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Supplier } from '@/modules/inventory/types'

export default function Edit({ supplier }: { supplier: Supplier }) {
  const form = useForm<SupplierFormData>(supplierFormData(supplier))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.suppliers.title'), href: urlFor('inventory.suppliers.index') },
        { title: supplier.name, href: urlFor('inventory.suppliers.show', { id: supplier.id }) },
        {
          title: t('inventory.edit'),
          href: urlFor('inventory.suppliers.edit', { id: supplier.id }),
        },
      ]}
      title={t('inventory.suppliers.edit_title', { name: supplier.name })}
    >
      <SupplierForm
        form={form}
        submitLabel={t('inventory.save')}
        onSubmit={() =>
          form.put(urlFor('inventory.suppliers.update', { id: supplier.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
