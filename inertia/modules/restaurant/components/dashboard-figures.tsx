import type { ReportFigure } from '@/components/reports/report-figures'
import { formatCount } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RestaurantDashboard, RestaurantTiles } from '#queries/restaurant/dashboard'

export type { RestaurantDashboard, RestaurantTiles }

/** The day's headline figures; on the main Dashboard each tile leads to the restaurant dashboard. */
export function headlineFigures(tiles: RestaurantTiles, currency: string, href?: string) {
  const money = (cents: number) => formatMoney(cents, currency)
  const figure = (key: string, label: string, value: string, hint: string): ReportFigure => ({
    key,
    label,
    value,
    hint,
    href,
  })
  return {
    sales: figure(
      'sales',
      t('restaurant.dashboard.sales'),
      money(tiles.salesCents),
      t('restaurant.dashboard.sales_detail', { count: tiles.closedOrders })
    ),
    openOrders: figure(
      'open_orders',
      t('restaurant.dashboard.open_orders'),
      formatCount(tiles.openOrders),
      t('restaurant.dashboard.open_detail', { amount: money(tiles.openCents) })
    ),
    covers: figure(
      'covers',
      t('restaurant.dashboard.covers'),
      formatCount(tiles.covers),
      t('restaurant.dashboard.covers_detail')
    ),
    kitchenQueue: figure(
      'kitchen_queue',
      t('restaurant.dashboard.kitchen_queue'),
      formatCount(tiles.kitchenQueue),
      t('restaurant.dashboard.kitchen_queue_detail', { count: tiles.kitchenQueue })
    ),
  }
}

/** Sent to bumped: 754 seconds → "12 min 34 s", 720 → "12 min", 45 → "45 s". */
export function formatTicketTime(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return t('restaurant.dashboard.duration_seconds', { seconds: rest })
  if (rest === 0) return t('restaurant.dashboard.duration_minutes', { minutes })
  return t('restaurant.dashboard.duration', { minutes, seconds: rest })
}
