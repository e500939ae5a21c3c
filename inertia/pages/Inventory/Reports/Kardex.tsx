import { reportQuery } from '@/components/reports/report-range-form'
import { daysInRange, formatLongDay } from '@/components/reports/report-format'
import { InventoryReport, REPORT_PATHS } from '@/modules/inventory/components/inventory-report'
import {
  KardexChart,
  KardexControls,
  KardexLines,
} from '@/modules/inventory/components/kardex-parts'
import { KardexSummary } from '@/modules/inventory/components/kardex-summary'
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
    <KardexControls
      id="product"
      label={t('inventory.reports.product')}
      path={path}
      products={products}
      productId={product?.id}
      range={range}
      rangeErrors={rangeErrors}
      presets={presets}
    />
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
      <KardexChart
        product={product.name}
        days={report.days}
        closing={card.closing.quantity}
        unit={unit}
        range={range}
      />
      <KardexLines
        card={card}
        unit={unit}
        currency={currency}
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
