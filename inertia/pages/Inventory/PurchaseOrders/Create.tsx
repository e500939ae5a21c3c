import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  PurchaseOrderForm,
  purchaseOrderFormData,
  purchaseOrderPayload,
  type PurchaseOrderFormData,
} from '@/modules/inventory/components/purchase-order-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PurchaseOrderFormOptions } from '@/modules/inventory/purchasing-types'

type CreateProps = PurchaseOrderFormOptions & { supplierId: number | null }

export default function Create({ supplierId, ...options }: CreateProps) {
  const form = useForm<PurchaseOrderFormData>(purchaseOrderFormData(undefined, supplierId))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('inventory.purchasing.title'), href: urlFor('inventory.purchase_orders.index') },
        { title: t('inventory.purchasing.new'), href: urlFor('inventory.purchase_orders.create') },
      ]}
      title={t('inventory.purchasing.create_title')}
      description={t('inventory.purchasing.create_description')}
    >
      <PurchaseOrderForm
        form={form}
        options={options}
        submitLabel={t('inventory.purchasing.create_submit')}
        onSubmit={() => {
          form.transform(purchaseOrderPayload)
          form.post(urlFor('inventory.purchase_orders.store'))
        }}
      />
    </FormPage>
  )
}
