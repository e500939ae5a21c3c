import { ReportFigures } from '@/components/reports/report-figures'
import { formatCount, formatLongDay } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { InventoryTiles as Tiles } from '@/modules/inventory/reports-types'

/** Stock value, low stock, open orders and what was consumed; on the main dashboard each leads to the inventory one. */
export function InventoryTiles({
  tiles,
  currency,
  href,
}: {
  tiles: Tiles
  currency: string
  href?: string
}) {
  const { openOrders } = tiles
  return (
    <ReportFigures
      figures={[
        {
          key: 'stock_value',
          label: t('inventory.dashboard.stock_value'),
          value: formatMoney(tiles.stockValueCents, currency),
          hint: t('inventory.dashboard.stock_value_detail', { products: tiles.activeProducts }),
          href,
        },
        {
          key: 'low_stock',
          label: t('inventory.dashboard.low_stock'),
          value: formatCount(tiles.lowStock),
          hint: t('inventory.dashboard.low_stock_detail', { negative: tiles.negativeStock }),
          href,
        },
        {
          key: 'open_orders',
          label: t('inventory.dashboard.open_orders'),
          value: formatCount(openOrders.draft + openOrders.ordered + openOrders.partiallyReceived),
          hint: t('inventory.dashboard.open_orders_detail', {
            ordered: openOrders.ordered,
            partial: openOrders.partiallyReceived,
            draft: openOrders.draft,
          }),
          href,
        },
        {
          key: 'consumed',
          label: t('inventory.dashboard.consumed'),
          value: formatMoney(tiles.consumption.valueCents, currency),
          hint: t('inventory.dashboard.consumed_detail', {
            date: formatLongDay(tiles.consumption.from),
          }),
          href,
        },
      ]}
    />
  )
}
