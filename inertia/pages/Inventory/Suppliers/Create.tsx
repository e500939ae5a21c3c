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

export default function Create() {
  const form = useForm<SupplierFormData>(supplierFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.suppliers.title'), href: urlFor('inventory.suppliers.index') },
        { title: t('inventory.suppliers.new'), href: urlFor('inventory.suppliers.create') },
      ]}
      title={t('inventory.suppliers.create_title')}
      description={t('inventory.suppliers.create_description')}
    >
      <SupplierForm
        form={form}
        submitLabel={t('inventory.suppliers.create_submit')}
        onSubmit={() => form.post(urlFor('inventory.suppliers.store'))}
      />
    </FormPage>
  )
}
