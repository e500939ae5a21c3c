import { router } from '@inertiajs/react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SelectField } from '@/components/forms/select-field'
import { ReportRangeForm, reportQuery } from '@/components/reports/report-range-form'
import { ChartBars } from '@/components/reports/chart-bars'
import { daysInRange, formatLongDay, formatShortDay } from '@/components/reports/report-format'
import { InventoryReport, REPORT_PATHS } from '@/modules/inventory/components/inventory-report'
import { KardexTable } from '@/modules/inventory/components/kardex-table'
import { KardexSummary } from '@/modules/inventory/components/kardex-summary'
import { KardexPages } from '@/modules/inventory/components/kardex-pages'
import { formatQuantity, formatStock } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { RangeProps } from '@/components/reports/report-types'
import type {
  KardexCard,
  KardexReport,
  ReportProductOption,
} from '@/modules/inventory/reports-types'

type KardexProps = RangeProps & {
  products: ReportProductOption[]
  report: KardexReport | null
  kardex: KardexCard | null
}

const path = REPORT_PATHS.kardex

export default function Kardex({
  products,
  report,
  kardex,
  range,
  rangeErrors,
  presets,
  currency,
}: KardexProps) {
  const product = report?.product
  const unit = product ? unitSymbol(product.unit) : ''
  const controls = (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <SelectField
        id="product"
        label={t('inventory.reports.product')}
        value={product?.id ?? ''}
        onChange={(event) =>
          router.get(path, reportQuery({ product: event.target.value, ...range }), {
            preserveScroll: true,
          })
        }
      >
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
        keep={{ product: product?.id }}
      />
    </div>
  )
  const summary = t('reports.range.summary', {
    from: formatLongDay(range.from),
    to: formatLongDay(range.to),
    days: daysInRange(range),
  })
  if (!report || !product || !kardex)
    return (
      <InventoryReport report="kardex" query={range} controls={controls} summary={summary}>
        <p className="text-sm text-muted-foreground">{t('inventory.reports.kardex.no_products')}</p>
      </InventoryReport>
    )
  const card = kardex
  return (
    <InventoryReport
      report="kardex"
      query={{ product: product.id, ...range }}
      controls={controls}
      summary={`${product.name} (${product.sku}) · ${product.category} · ${summary}`}
    >
      <KardexSummary
        opening={card.opening}
        totals={card.totals}
        closing={card.closing}
        unit={unit}
        currency={currency}
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('inventory.reports.kardex.chart')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ChartBars
            summary={t('inventory.reports.kardex.chart_summary', {
              product: product.name,
              from: formatLongDay(range.from),
              to: formatLongDay(range.to),
              quantity: formatStock(card.closing.quantity, unit),
            })}
            formatScale={(value) => formatQuantity(value.toFixed(3))}
            bars={report.days.map((day) => ({
              key: day.day,
              label: formatShortDay(day.day),
              /* Drawn only: the figures themselves stay exact decimals in the table. */
              value: Math.max(0, Number(day.quantity)),
              display: formatStock(day.quantity, unit),
            }))}
          />
        </CardContent>
      </Card>
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
      <KardexPages
        pages={card.pages}
        lines={card.totals.lines}
        href={(page) =>
          urlFor(
            'inventory.reports.kardex',
            {},
            { qs: reportQuery({ product: product.id, ...range, page }) }
          )
        }
      />
    </InventoryReport>
  )
}
