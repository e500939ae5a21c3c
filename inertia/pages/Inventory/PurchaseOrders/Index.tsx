import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListPagination } from '@/components/lists/list-pagination'
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
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.purchasing.title'), href: urlFor('inventory.purchase_orders.index') },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('inventory.purchasing.title')}
          description={t('inventory.purchasing.description')}
        />
        {can.manage && (
          <Button asChild>
            <Link route="inventory.purchase_orders.create" prefetch>
              <Plus aria-hidden="true" />
              {t('inventory.purchasing.new')}
            </Link>
          </Button>
        )}
      </div>
      <PurchaseOrderFilters
        filters={filters}
        statuses={statuses}
        suppliers={suppliers}
        onChange={change}
      />
      <Card className="gap-0 overflow-hidden py-0">
        <PurchaseOrdersList orders={orders.data} currency={currency} />
      </Card>
      <ListPagination meta={orders.metadata} />
    </AppLayout>
  )
}
