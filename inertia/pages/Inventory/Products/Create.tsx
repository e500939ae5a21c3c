import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  ProductForm,
  productFormData,
  type ProductFormData,
} from '@/modules/inventory/components/product-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CategoryOption, StockUnit, SupplierOption } from '@/modules/inventory/types'

type CreateProps = {
  categories: CategoryOption[]
  suppliers: SupplierOption[]
  units: StockUnit[]
  currency: string
}

export default function Create({ categories, suppliers, units }: CreateProps) {
  const form = useForm<ProductFormData>(productFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.products.title'), href: urlFor('inventory.products.index') },
        { title: t('inventory.products.new'), href: urlFor('inventory.products.create') },
      ]}
      title={t('inventory.products.create_title')}
      description={t('inventory.products.create_description')}
    >
      <ProductForm
        form={form}
        categories={categories}
        suppliers={suppliers}
        units={units}
        submitLabel={t('inventory.products.create_submit')}
        onSubmit={() => form.post(urlFor('inventory.products.store'))}
      />
    </FormPage>
  )
}
