import { useForm } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  PurchaseOrderActions,
  type PurchaseOrderAbilities,
} from '@/modules/inventory/components/purchase-order-actions'
import { PurchaseOrderSummary } from '@/modules/inventory/components/purchase-order-summary'
import { PurchaseOrderLines } from '@/modules/inventory/components/purchase-order-lines'
import { PurchaseOrderReceipts } from '@/modules/inventory/components/purchase-order-receipts'
import {
  PurchaseOrderForm,
  purchaseOrderFormData,
  purchaseOrderPayload,
  type PurchaseOrderFormData,
} from '@/modules/inventory/components/purchase-order-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type {
  PurchaseOrder,
  PurchaseOrderFormOptions,
  Receipt,
} from '@/modules/inventory/purchasing-types'

type ShowProps = {
  order: PurchaseOrder
  receipts: Receipt[]
  /** Sent only when the user may edit this draft. */
  options: PurchaseOrderFormOptions | null
  currency: string
  can: PurchaseOrderAbilities
}

function DraftEditor({
  order,
  options,
}: {
  order: PurchaseOrder
  options: PurchaseOrderFormOptions
}) {
  const form = useForm<PurchaseOrderFormData>(purchaseOrderFormData(order))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <PurchaseOrderForm
      form={form}
      options={options}
      submitLabel={t('inventory.purchasing.save_submit')}
      onSubmit={() => {
        form.transform((data) => ({
          ...purchaseOrderPayload(data),
          lock_version: order.lockVersion,
        }))
        form.put(urlFor('inventory.purchase_orders.update', { id: order.id }), {
          preserveScroll: true,
        })
      }}
    />
  )
}

export default function Show({ order, receipts, options, currency, can }: ShowProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.purchasing.title'), href: urlFor('inventory.purchase_orders.index') },
        { title: order.number, href: urlFor('inventory.purchase_orders.show', { id: order.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={order.number} description={order.supplier.name} />
        <PurchaseOrderActions order={order} can={can} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('inventory.purchasing.details')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PurchaseOrderSummary order={order} />
        </CardContent>
      </Card>
      {can.edit && options ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('inventory.purchasing.edit_draft')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DraftEditor key={order.lockVersion} order={order} options={options} />
          </CardContent>
        </Card>
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          <PurchaseOrderLines order={order} currency={currency} />
        </Card>
      )}
      {!['draft', 'cancelled'].includes(order.status) && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('inventory.purchasing.receipts')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PurchaseOrderReceipts receipts={receipts} currency={currency} />
          </CardContent>
        </Card>
      )}
    </AppLayout>
  )
}
