import { ListPage } from '@/components/lists/list-page'
import { OrderListFilters } from '@/modules/restaurant/components/order-list-filters'
import { OrderListTable } from '@/modules/restaurant/components/order-list-table'
import { useListQuery } from '@/hooks/use-list-query'
import { useLiveProps } from '@/hooks/use-live-props'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type { TableOption } from '@/modules/restaurant/types'
import type {
  OrderFilters,
  OrderKind,
  OrderRow,
  OrderStatus,
  WaiterOption,
} from '@/modules/restaurant/order-list-types'

type IndexProps = {
  orders: Paginated<OrderRow>
  filters: OrderFilters
  statuses: OrderStatus[]
  kinds: OrderKind[]
  waiters: WaiterOption[]
  tables: TableOption[]
  zone: string
  currency: string
  can: { take: boolean }
}

/** Every order, those in service first; a new or changed order shows up without a reload. */
export default function Index({
  orders,
  filters,
  statuses,
  kinds,
  waiters,
  tables,
  zone,
  currency,
  can,
}: IndexProps) {
  const { change } = useListQuery()
  useLiveProps<IndexProps>({ 'restaurant.orders': ['OrderChanged'] }, ['orders'])
  return (
    <ListPage
      breadcrumbs={[
        { title: t('restaurant.order_list.title'), href: urlFor('restaurant.orders.index') },
      ]}
      title={t('restaurant.order_list.title')}
      description={t('restaurant.order_list.description')}
      create={
        can.take
          ? { href: urlFor('restaurant.orders.create'), label: t('restaurant.order_list.new') }
          : null
      }
      filters={
        <OrderListFilters
          filters={filters}
          statuses={statuses}
          kinds={kinds}
          waiters={waiters}
          tables={tables}
          onChange={change}
        />
      }
      meta={orders.metadata}
    >
      <OrderListTable orders={orders.data} zone={zone} currency={currency} />
    </ListPage>
  )
}
