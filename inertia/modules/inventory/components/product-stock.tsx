import { Card } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import {
  formatStock,
  formatUnitCost,
  inPurchaseUnits,
  isNegative,
  purchaseUnitCost,
} from '@/modules/inventory/lib/quantity'
import { unitSingular, unitSymbol } from '@/modules/inventory/lib/labels'
import type { ProductDetail } from '@/modules/inventory/types'

/**
 * On hand, stock value and average cost, each in the stock unit and, when the
 * product is bought in another unit, in that purchase unit too.
 */
export function ProductStock({ product, currency }: { product: ProductDetail; currency: string }) {
  const unit = unitSymbol(product.unit)
  const purchase = product.purchaseUnit
  const inPurchase = (quantity: string) =>
    purchase ? formatStock(inPurchaseUnits(quantity, product.purchaseUnitFactor), purchase) : ''
  const tiles = [
    {
      key: 'on_hand',
      label: t('inventory.products.on_hand'),
      value: formatStock(product.onHand, unit),
      detail: inPurchase(product.onHand),
      negative: isNegative(product.onHand),
    },
    {
      key: 'value',
      label: t('inventory.products.stock_value'),
      value: formatMoney(product.stockValueCents, currency),
      detail: '',
      negative: product.stockValueCents < 0,
    },
    {
      key: 'average_cost',
      label: t('inventory.products.average_cost', { unit: unitSingular(product.unit) }),
      value: formatUnitCost(product.averageCostCents, currency),
      detail: purchase
        ? t('inventory.products.per_purchase_unit', {
            cost: formatUnitCost(
              purchaseUnitCost(product.averageCostCents, product.purchaseUnitFactor),
              currency
            ),
            purchaseUnit: purchase,
          })
        : '',
      negative: false,
    },
    {
      key: 'reorder',
      label: t('inventory.fields.reorder_point'),
      value: formatStock(product.reorderPoint, unit),
      detail: t('inventory.products.reorder_quantity_detail', {
        quantity: formatStock(product.reorderQuantity, unit),
      }),
      negative: false,
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.key} data-figure={tile.key} className="gap-1 px-4 py-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd
            className={`text-xl font-semibold tabular-nums ${tile.negative ? 'text-destructive' : ''}`}
          >
            {tile.value}
          </dd>
          {tile.detail && <dd className="text-sm text-muted-foreground">{tile.detail}</dd>}
        </Card>
      ))}
    </dl>
  )
}
