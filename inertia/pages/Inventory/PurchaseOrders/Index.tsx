import { ListPage } from '@/components/lists/list-page'
import { PurchaseOrderFilters } from '@/modules/inventory/components/purchase-order-filters'
import { PurchaseOrdersList } from '@/modules/inventory/components/purchase-orders-list'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type {
  PurchaseOrderFilters as Filters,
  PurchaseOrderList,
  PurchaseOrderStatus,
  PurchaseSupplierOption,
} from '@/modules/inventory/purchasing-types'

type IndexProps = {
  orders: PurchaseOrderList
  filters: Filters
  statuses: PurchaseOrderStatus[]
  suppliers: PurchaseSupplierOption[]
  currency: string
  can: { manage: boolean }
}

export default function Index({ orders, filters, statuses, suppliers, currency, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[
        { title: t('inventory.purchasing.title'), href: urlFor('inventory.purchase_orders.index') },
      ]}
      title={t('inventory.purchasing.title')}
      description={t('inventory.purchasing.description')}
      create={
        can.manage
          ? {
              href: urlFor('inventory.purchase_orders.create'),
              label: t('inventory.purchasing.new'),
            }
          : null
      }
      filters={
        <PurchaseOrderFilters
          filters={filters}
          statuses={statuses}
          suppliers={suppliers}
          onChange={change}
        />
      }
      meta={orders.metadata}
    >
      <PurchaseOrdersList orders={orders.data} currency={currency} />
    </ListPage>
  )
}
