import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import { isNegative } from '@/modules/inventory/lib/quantity'
import type { ProductRow } from '@/modules/inventory/types'

/** "Negative" or "Low" next to a product whose stock needs attention; "Inactive" for retired ones. */
export function StockBadge({
  product,
}: {
  product: Pick<ProductRow, 'onHand' | 'lowStock' | 'active'>
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {isNegative(product.onHand) ? (
        <Badge variant="destructive" data-stock="negative">
          {t('inventory.stock.negative')}
        </Badge>
      ) : product.lowStock ? (
        <Badge
          variant="outline"
          className="border-amber-500/60 text-amber-700 dark:text-amber-400"
          data-stock="low"
        >
          {t('inventory.stock.low')}
        </Badge>
      ) : null}
      {!product.active && <Badge variant="secondary">{t('inventory.inactive')}</Badge>}
    </span>
  )
}
