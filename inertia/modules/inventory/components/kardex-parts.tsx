import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatLongDay, formatShortDay } from '@/components/reports/report-format'
import { formatQuantity, formatStock } from '@/modules/inventory/lib/quantity'
import { SelectField } from '@/components/forms/select-field'
import { ReportRangeForm, reportQuery } from '@/components/reports/report-range-form'
import { KardexTable } from '@/modules/inventory/components/kardex-table'
import { KardexPages } from '@/modules/inventory/components/kardex-pages'
import { t } from '@/lib/i18n'
import type { RangeProps, ReportRange } from '@/components/reports/report-types'
import type { KardexCard, KardexReport } from '@/modules/inventory/reports-types'

/*
| What the stock card screen and the kardex report share: choosing the product
| and the period, and the card's lines with their pages.
*/
type KardexControlsProps = Omit<RangeProps, 'currency'> & {
  id: string
  label: string
  path: string
  products: { id: number; sku: string; name: string }[]
  productId: number | undefined
  /** The first option when no product need be chosen yet. */
  placeholder?: ReactNode
}

/** The product and the period; a new product keeps the period. */
export function KardexControls({
  id,
  label,
  path,
  products,
  productId,
  placeholder,
  range,
  rangeErrors,
  presets,
}: KardexControlsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <SelectField
        id={id}
        label={label}
        value={productId ?? ''}
        onChange={(event) =>
          router.get(path, reportQuery({ product: event.target.value, ...range }), {
            preserveScroll: true,
          })
        }
      >
        {placeholder}
        {products.map((option) => (
          <option key={option.id} value={option.id}>
            {option.sku} · {option.name}
          </option>
        ))}
      </SelectField>
      <ReportRangeForm
        range={range}
        rangeErrors={rangeErrors}
        presets={presets}
        path={path}
        keep={{ product: productId }}
      />
    </div>
  )
}

/** The card's movements between the balance carried in and, on the last page, the closing one. */
export function KardexLines({
  card,
  unit,
  currency,
  href,
}: {
  card: Omit<KardexCard, 'opening'>
  unit: string
  currency: string
  href: (page: number) => string
}) {
  return (
    <>
      <Card className="gap-0 overflow-hidden py-0">
        <KardexTable
          lines={card.lines}
          carried={card.carried}
          carriedLabel={
            card.pages.current > 1 ? t('inventory.kardex.carried') : t('inventory.kardex.opening')
          }
          closing={card.pages.current === card.pages.last ? card.closing : null}
          unit={unit}
          currency={currency}
        />
      </Card>
      <KardexPages pages={card.pages} lines={card.totals.lines} href={href} />
    </>
  )
}

/** The quantity on hand at the end of each day of the period. */
export function KardexChart({
  product,
  days,
  closing,
  unit,
  range,
}: {
  product: string
  days: KardexReport['days']
  closing: string
  unit: string
  range: ReportRange
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('inventory.reports.kardex.chart')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ChartBars
          summary={t('inventory.reports.kardex.chart_summary', {
            product,
            from: formatLongDay(range.from),
            to: formatLongDay(range.to),
            quantity: formatStock(closing, unit),
          })}
          formatScale={(value) => formatQuantity(value.toFixed(3))}
          bars={days.map((day) => ({
            key: day.day,
            label: formatShortDay(day.day),
            /* Drawn only: the figures themselves stay exact decimals in the table. */
            value: Math.max(0, Number(day.quantity)),
            display: formatStock(day.quantity, unit),
          }))}
        />
      </CardContent>
    </Card>
  )
}
