import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SelectField } from '@/components/forms/select-field'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatCount, formatLongDay, formatShortDay } from '@/components/reports/report-format'
import { formatStock } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { t } from '@/lib/i18n'
import type { ReportRange } from '@/components/reports/report-types'
import type { MovementKind } from '@/modules/inventory/types'
import type {
  MovementsReport,
  ReportCategoryOption,
  ReportPeriod,
} from '@/modules/inventory/reports-types'

/*
| The parts of the stock movements report: its filters, the value moved per
| period as a chart, and the products that moved most.
*/
export type ValueRow =
  | MovementsReport['byKind'][number]
  | MovementsReport['periods'][number]
  | MovementsReport['products'][number]
type Row = MovementsReport['byKind'][number]
type PeriodRow = MovementsReport['periods'][number]
type ProductRow = MovementsReport['products'][number]
type Money = (cents: number) => string

/** Movements, value in, value out and net: the columns every table of the report ends with. */
export function movementValueColumns<T extends ValueRow>(money: Money): ReportColumn<T>[] {
  return [
    {
      key: 'movements',
      label: t('inventory.reports.movements_count'),
      numeric: true,
      cell: (row) => formatCount(row.movements),
    },
    {
      key: 'in',
      label: t('inventory.reports.value_in'),
      numeric: true,
      cell: (row) => money(row.inCents),
    },
    {
      key: 'out',
      label: t('inventory.reports.value_out'),
      numeric: true,
      cell: (row) => money(row.outCents),
    },
    {
      key: 'net',
      label: t('inventory.reports.net_value'),
      numeric: true,
      cell: (row) => money(row.netCents),
    },
  ]
}

/** Kind, category and period; every change lands in the URL. */
export function MovementsReportFilters({
  filters,
  kinds,
  categories,
  periods,
  onChange,
}: {
  filters: { kind: MovementKind | null; category: number | null; period: ReportPeriod }
  kinds: MovementKind[]
  categories: ReportCategoryOption[]
  periods: ReportPeriod[]
  onChange: (changes: Record<string, string>) => void
}) {
  return (
    <div
      role="group"
      aria-label={t('inventory.reports.filters')}
      className="grid gap-3 sm:grid-cols-3"
    >
      <SelectField
        id="kind"
        label={t('inventory.reports.kind')}
        value={filters.kind ?? ''}
        onChange={(event) => onChange({ kind: event.target.value })}
      >
        <option value="">{t('inventory.reports.movements.all_kinds')}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`inventory.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="category"
        label={t('inventory.reports.category')}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">{t('inventory.reports.all_categories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="period"
        label={t('inventory.reports.period')}
        value={filters.period}
        onChange={(event) => onChange({ period: event.target.value })}
      >
        {periods.map((period) => (
          <option key={period} value={period}>
            {t(`inventory.reports.period_labels.${period}`)}
          </option>
        ))}
      </SelectField>
    </div>
  )
}

/** Value in and out per period, as bars. */
export function MovementsChart({
  report,
  range,
  money,
}: {
  report: MovementsReport
  range: ReportRange
  money: Money
}) {
  const periodWord = t(`inventory.reports.periods.${report.period}`)
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('inventory.reports.movements.chart', { period: periodWord })}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ChartBars
          summary={t('inventory.reports.movements.chart_summary', {
            period: periodWord,
            from: formatLongDay(range.from),
            to: formatLongDay(range.to),
          })}
          formatScale={(value) => money(Math.round(value))}
          bars={report.periods.map((row) => ({
            key: row.start,
            label: formatShortDay(row.start),
            value: row.inCents + row.outCents,
            display: `${money(row.inCents)} ${t('inventory.reports.in').toLowerCase()} · ${money(row.outCents)} ${t('inventory.reports.out').toLowerCase()}`,
          }))}
        />
      </CardContent>
    </Card>
  )
}

/** The products that moved most, with their quantities in and out. */
export function MovementsByProduct({ report, money }: { report: MovementsReport; money: Money }) {
  const productColumns: ReportColumn<ProductRow>[] = [
    {
      key: 'product',
      label: t('inventory.reports.product'),
      cell: (row) => (
        <span className="grid">
          <span>{row.name}</span>
          <span className="text-xs text-muted-foreground">{row.sku}</span>
        </span>
      ),
    },
    {
      key: 'in_quantity',
      label: t('inventory.reports.in'),
      numeric: true,
      cell: (row) => formatStock(row.inQuantity, unitSymbol(row.unit)),
    },
    {
      key: 'out_quantity',
      label: t('inventory.reports.out'),
      numeric: true,
      cell: (row) => formatStock(row.outQuantity, unitSymbol(row.unit)),
    },
    ...movementValueColumns<ProductRow>(money).slice(1),
  ]
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <CardHeader className="py-4">
        <CardTitle>
          <h2>{t('inventory.reports.movements.by_product')}</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('inventory.reports.movements.top_products', {
            shown: report.products.length,
            total: report.productCount,
          })}
        </p>
      </CardHeader>
      <div className="overflow-x-auto">
        <ReportTable
          caption={t('inventory.reports.movements.by_product')}
          columns={productColumns}
          rows={report.products}
          rowKey={(row) => row.productId}
        />
      </div>
    </Card>
  )
}

/** The value moved by kind and by period, each with the period's totals. */
export function MovementsTables({ report, money }: { report: MovementsReport; money: Money }) {
  const totals = {
    movements: formatCount(report.totals.movements),
    in: money(report.totals.inCents),
    out: money(report.totals.outCents),
    net: money(report.totals.netCents),
  }
  return (
    <>
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('inventory.reports.movements.by_kind')}
          columns={[
            {
              key: 'kind',
              label: t('inventory.reports.kind'),
              cell: (row: Row) => t(`inventory.kinds.${row.kind}`),
            },
            ...movementValueColumns<Row>(money),
          ]}
          rows={report.byKind}
          rowKey={(row) => row.kind}
          totals={totals}
        />
      </Card>
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('inventory.reports.movements.by_period')}
          columns={[
            {
              key: 'start',
              label: t(`inventory.reports.period_labels.${report.period}`),
              cell: (row: PeriodRow) => formatShortDay(row.start),
            },
            ...movementValueColumns<PeriodRow>(money),
          ]}
          rows={report.periods}
          rowKey={(row) => row.start}
          totals={totals}
        />
      </Card>
    </>
  )
}
