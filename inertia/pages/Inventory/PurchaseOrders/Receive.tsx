import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReceiveForm } from '@/modules/inventory/components/receive-form'
import { PurchaseOrderReceipts } from '@/modules/inventory/components/purchase-order-receipts'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PurchaseOrder, Receipt } from '@/modules/inventory/purchasing-types'

type ReceiveProps = { order: PurchaseOrder; receipts: Receipt[]; currency: string }

export default function Receive({ order, receipts, currency }: ReceiveProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.purchasing.title'), href: urlFor('inventory.purchase_orders.index') },
        { title: order.number, href: urlFor('inventory.purchase_orders.show', { id: order.id }) },
        {
          title: t('inventory.purchasing.receive_link'),
          href: urlFor('inventory.purchase_orders.receive_form', { id: order.id }),
        },
      ]}
    >
      <Heading
        level="h1"
        title={t('inventory.purchasing.receive.title', { number: order.number })}
        description={`${order.supplier.name} · ${t('inventory.purchasing.receive.description')}`}
      />
      <ReceiveForm order={order} currency={currency} />
      {receipts.length > 0 && (
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
