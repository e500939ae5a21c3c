import { ChartShares } from '@/components/reports/chart-shares'
import { formatStock } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { InventoryDashboard } from '@/modules/inventory/reports-types'

/** The products consumed most, by value, as bars against the first. */
export function TopConsumed({
  products,
  currency,
}: {
  products: InventoryDashboard['topConsumed']
  currency: string
}) {
  if (products.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">{t('inventory.dashboard.no_consumption')}</p>
    )
  }
  const money = (cents: number) => formatMoney(cents, currency)
  const top = products[0]?.valueCents ?? 0
  return (
    <ChartShares
      label={t('inventory.dashboard.top_consumed')}
      shares={products.map((product) => ({
        key: String(product.productId),
        label: product.name,
        /* Bars relative to the first: the list is a ranking, not parts of a whole. */
        shareBp: top > 0 ? Math.round((product.valueCents * 10_000) / top) : 0,
        display: `${formatStock(product.quantity, unitSymbol(product.unit))} · ${money(product.valueCents)}`,
      }))}
    />
  )
}
