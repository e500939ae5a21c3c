import { Card } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { formatStock } from '@/modules/inventory/lib/quantity'
import type { KardexBalance } from '@/modules/inventory/components/kardex-table'

export type KardexTotals = {
  inQuantity: string
  outQuantity: string
  inValueCents: number
  outValueCents: number
  lines: number
}

/** Opening, in, out and closing over the range, in quantity and value. */
export function KardexSummary({
  opening,
  totals,
  closing,
  unit,
  currency,
}: {
  opening: KardexBalance
  totals: KardexTotals
  closing: KardexBalance
  unit: string
  currency: string
}) {
  const tiles = [
    {
      key: 'opening',
      label: t('inventory.kardex.opening'),
      quantity: opening.quantity,
      cents: opening.valueCents,
    },
    {
      key: 'in',
      label: t('inventory.kardex.total_in'),
      quantity: totals.inQuantity,
      cents: totals.inValueCents,
    },
    {
      key: 'out',
      label: t('inventory.kardex.total_out'),
      quantity: totals.outQuantity,
      cents: totals.outValueCents,
    },
    {
      key: 'closing',
      label: t('inventory.kardex.closing'),
      quantity: closing.quantity,
      cents: closing.valueCents,
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.key} data-summary={tile.key} className="gap-1 px-4 py-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatStock(tile.quantity, unit)}</dd>
          <dd className="text-sm text-muted-foreground tabular-nums">
            {formatMoney(tile.cents, currency)}
          </dd>
        </Card>
      ))}
    </dl>
  )
}
