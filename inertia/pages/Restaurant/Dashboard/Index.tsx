import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { ReportFigures } from '@/components/reports/report-figures'
import { formatLongDay } from '@/components/reports/report-format'
import {
  headlineFigures,
  type RestaurantDashboard,
} from '@/modules/restaurant/components/dashboard-figures'
import {
  DashboardLinks,
  DashboardPanel,
  KitchenQueue,
  TablesByStatus,
  TopItems,
  type DashboardLinksCan,
} from '@/modules/restaurant/components/dashboard-panels'
import { useLiveProps } from '@/hooks/use-live-props'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

type DashboardProps = {
  dashboard: RestaurantDashboard
  currency: string
  can: DashboardLinksCan
}

export default function Index({ dashboard, currency, can }: DashboardProps) {
  /* Any order, table or ticket change may move every figure here: fetch them again. */
  useLiveProps<DashboardProps>(
    {
      'restaurant.orders': ['OrderChanged'],
      'restaurant.floor': ['TableStatusChanged'],
      'restaurant.kitchen.kitchen': ['TicketFired', 'TicketChanged'],
      'restaurant.kitchen.bar': ['TicketFired', 'TicketChanged'],
    },
    ['dashboard']
  )
  const figures = headlineFigures(dashboard, currency)
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.dashboard.title'), href: urlFor('restaurant.dashboard') },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.dashboard.title')}
          description={t('restaurant.dashboard.description', {
            date: formatLongDay(dashboard.today),
          })}
        />
        <DashboardLinks can={can} />
      </div>
      <ReportFigures
        figures={[
          figures.sales,
          figures.openOrders,
          figures.covers,
          {
            key: 'average_ticket',
            label: t('restaurant.dashboard.average_ticket'),
            value:
              dashboard.averageTicketCents === null
                ? t('restaurant.dashboard.none')
                : formatMoney(dashboard.averageTicketCents, currency),
            hint: t('restaurant.dashboard.average_ticket_detail'),
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <DashboardPanel title={t('restaurant.dashboard.tables')}>
          <TablesByStatus tables={dashboard.tablesByStatus} />
        </DashboardPanel>
        <DashboardPanel title={t('restaurant.dashboard.kitchen')}>
          <KitchenQueue dashboard={dashboard} />
        </DashboardPanel>
        <DashboardPanel title={t('restaurant.dashboard.top_items')}>
          <TopItems items={dashboard.topItems} currency={currency} />
        </DashboardPanel>
      </div>
    </AppLayout>
  )
}
