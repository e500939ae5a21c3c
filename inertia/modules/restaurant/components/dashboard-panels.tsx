import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { ChefHat, ClipboardList, LayoutGrid } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatCount } from '@/components/reports/report-format'
import { TableStatusBadge } from '@/modules/restaurant/components/table-status-badge'
import {
  formatTicketTime,
  type RestaurantDashboard,
} from '@/modules/restaurant/components/dashboard-figures'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export type DashboardLinksCan = { viewFloorMap: boolean; viewOrders: boolean; viewKitchen: boolean }

/** A titled card of the dashboard. */
export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** The screens the user may go on to from here. */
export function DashboardLinks({ can }: { can: DashboardLinksCan }) {
  const links = [
    {
      show: can.viewFloorMap,
      href: urlFor('restaurant.floor_map.index'),
      icon: LayoutGrid,
      key: 'floor_map_link',
    },
    {
      show: can.viewOrders,
      href: urlFor('restaurant.orders.index'),
      icon: ClipboardList,
      key: 'orders_link',
    },
    {
      show: can.viewKitchen,
      href: urlFor('restaurant.kitchen.index'),
      icon: ChefHat,
      key: 'kitchen_link',
    },
  ].filter((link) => link.show)
  return (
    <nav className="flex flex-wrap gap-2" aria-label={t('restaurant.dashboard.title')}>
      {links.map((link) => (
        <Button key={link.key} asChild variant="outline" size="sm">
          <Link href={link.href} prefetch>
            <link.icon aria-hidden="true" />
            {t(`restaurant.dashboard.${link.key}`)}
          </Link>
        </Button>
      ))}
    </nav>
  )
}

/** How many active tables are in each status, as the floor map derives it. */
export function TablesByStatus({ tables }: { tables: RestaurantDashboard['tablesByStatus'] }) {
  return (
    <dl className="grid gap-2">
      {tables.map((entry) => (
        <div
          key={entry.status}
          data-status={entry.status}
          className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
        >
          <dt>
            <TableStatusBadge status={entry.status} />
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{formatCount(entry.tables)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One station: the lines waiting there now, on how many tickets, and its ticket time today. */
function StationQueue({ station }: { station: RestaurantDashboard['stations'][number] }) {
  return (
    <div
      data-station={station.station}
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2"
    >
      <dt className="font-medium">{t(`restaurant.station.${station.station}`)}</dt>
      <dd className="text-xl font-semibold tabular-nums">{formatCount(station.lines)}</dd>
      <dd className="col-span-2 text-xs text-muted-foreground">
        {station.lines === 0
          ? t('restaurant.dashboard.station_idle')
          : t('restaurant.dashboard.station_queue', {
              lines: station.lines,
              tickets: station.tickets,
            })}
      </dd>
      <dd className="col-span-2 text-xs text-muted-foreground tabular-nums">
        {station.averageTicketSeconds === null
          ? t('restaurant.dashboard.no_ticket_time')
          : t('restaurant.dashboard.station_ticket_time', {
              time: formatTicketTime(station.averageTicketSeconds),
            })}
      </dd>
    </div>
  )
}

/** What waits at each station now, and how long today's tickets took from send to bump. */
export function KitchenQueue({ dashboard }: { dashboard: RestaurantDashboard }) {
  const bumped = dashboard.stations.reduce((total, station) => total + station.bumpedToday, 0)
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2">
        {dashboard.stations.map((station) => (
          <StationQueue key={station.station} station={station} />
        ))}
      </dl>
      <div data-ticket-time className="grid gap-1">
        <p className="text-sm text-muted-foreground">{t('restaurant.dashboard.ticket_time')}</p>
        <p className="text-xl font-semibold tabular-nums">
          {dashboard.averageTicketSeconds === null
            ? t('restaurant.dashboard.none')
            : formatTicketTime(dashboard.averageTicketSeconds)}
        </p>
        <p className="text-xs text-muted-foreground">
          {bumped === 0
            ? t('restaurant.dashboard.no_ticket_time')
            : t('restaurant.dashboard.ticket_time_detail', { count: bumped })}
        </p>
      </div>
    </div>
  )
}

/** Today's best sellers, by quantity, as bars against the first. */
export function TopItems({
  items,
  currency,
}: {
  items: RestaurantDashboard['topItems']
  currency: string
}) {
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('restaurant.dashboard.no_items')}</p>
  }
  const top = items[0].quantity
  return (
    <ChartShares
      label={t('restaurant.dashboard.top_items')}
      shares={items.map((item) => ({
        key: item.name,
        label: item.name,
        /* Bars relative to the first: the list is a ranking, not parts of a whole. */
        shareBp: Math.round((item.quantity * 10_000) / top),
        display: t('restaurant.dashboard.item_figures', {
          quantity: formatCount(item.quantity),
          revenue: formatMoney(item.revenueCents, currency),
        }),
      }))}
    />
  )
}
