import { useEffect } from 'react'
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
import type {
  CategoryOption,
  EditableProduct,
  StockUnit,
  SupplierOption,
} from '@/modules/inventory/types'

type EditProps = {
  product: EditableProduct
  categories: CategoryOption[]
  suppliers: SupplierOption[]
  units: StockUnit[]
  currency: string
}

export default function Edit({ product, categories, suppliers, units }: EditProps) {
  const form = useForm<ProductFormData>(productFormData(product))
  useUnsavedChanges(form.isDirty && !form.processing)
  /* A save moves the lock version on: the next save checks against the new one. */
  useEffect(() => {
    form.setData('lock_version', product.lockVersion)
    form.setDefaults('lock_version', product.lockVersion)
  }, [product.lockVersion])
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.products.title'), href: urlFor('inventory.products.index') },
        { title: product.name, href: urlFor('inventory.products.show', { id: product.id }) },
        { title: t('inventory.edit'), href: urlFor('inventory.products.edit', { id: product.id }) },
      ]}
      title={t('inventory.products.edit_title', { name: product.name })}
    >
      <ProductForm
        form={form}
        categories={categories}
        suppliers={suppliers}
        units={units}
        submitLabel={t('inventory.save')}
        onSubmit={() =>
          form.put(urlFor('inventory.products.update', { id: product.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
