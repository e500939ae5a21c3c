import { usePage } from '@inertiajs/react'
import { ListPage } from '@/components/lists/list-page'
import { useListQuery } from '@/hooks/use-list-query'
import { useLiveProps } from '@/hooks/use-live-props'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type { SharedProps } from '@/types'
import { PaymentListFilters } from '@/modules/restaurant/components/payment-list-filters'
import { PaymentListTable } from '@/modules/restaurant/components/payment-list-table'
import { PaymentTotals } from '@/modules/restaurant/components/payment-totals'
import { CashDrawerCard } from '@/modules/restaurant/components/cash-drawer-card'
import { CashDrawerList } from '@/modules/restaurant/components/cash-drawer-list'
import type {
  CashierOption,
  DrawerCard,
  DrawerRow,
  MethodTotal,
  PaymentFilters,
  PaymentMethod,
  PaymentRow,
} from '@/modules/restaurant/payment-list-types'

type IndexProps = {
  payments: Paginated<PaymentRow>
  totals: MethodTotal[]
  drawer: DrawerCard
  drawers: DrawerRow[]
  filters: PaymentFilters
  methods: PaymentMethod[]
  cashiers: CashierOption[]
  zone: string
  currency: string
  can: { openDrawer: boolean; closeDrawers: number[] }
}

/** Payments with their totals per method, the user's cash drawer and the latest drawer closes. */
export default function Index(props: IndexProps) {
  const { payments, totals, drawer, drawers, filters, zone, currency, can } = props
  const { change } = useListQuery()
  const userId = usePage<SharedProps>().props.user?.id ?? 0
  useLiveProps<IndexProps>(
    { 'restaurant.orders': ['OrderChanged'], 'restaurant.cash_drawers': ['DrawerChanged'] },
    ['payments', 'totals', 'drawer', 'drawers', 'can']
  )
  return (
    <ListPage
      breadcrumbs={[
        { title: t('restaurant.payment_list.title'), href: urlFor('restaurant.payments.index') },
      ]}
      title={t('restaurant.payment_list.title')}
      description={t('restaurant.payment_list.description')}
      filters={
        <>
          <PaymentListFilters
            filters={filters}
            methods={props.methods}
            cashiers={props.cashiers}
            onChange={change}
          />
          <PaymentTotals totals={totals} currency={currency} />
        </>
      }
      notice={
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {can.openDrawer && <CashDrawerCard drawer={drawer} zone={zone} currency={currency} />}
          <CashDrawerList
            drawers={drawers}
            closable={can.closeDrawers}
            ownId={userId}
            zone={zone}
            currency={currency}
          />
        </div>
      }
      meta={payments.metadata}
    >
      <PaymentListTable payments={payments.data} zone={zone} currency={currency} />
    </ListPage>
  )
}
