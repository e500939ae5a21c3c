import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SelectField } from '@/components/forms/select-field'
import { ReportRangeForm } from '@/components/reports/report-range-form'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import {
  daysInRange,
  formatCount,
  formatLongDay,
  formatShortDay,
} from '@/components/reports/report-format'
import { InventoryReport, REPORT_PATHS } from '@/modules/inventory/components/inventory-report'
import { formatStock } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { useListQuery } from '@/hooks/use-list-query'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { MovementKind } from '@/modules/inventory/types'
import type {
  MovementsReport,
  ReportCategoryOption,
  ReportPeriod,
} from '@/modules/inventory/reports-types'

type MovementsProps = RangeProps & {
  filters: { kind: MovementKind | null; category: number | null; period: ReportPeriod }
  kinds: MovementKind[]
  periods: ReportPeriod[]
  categories: ReportCategoryOption[]
  report: MovementsReport
}

type Row = MovementsReport['byKind'][number]
type PeriodRow = MovementsReport['periods'][number]
type ProductRow = MovementsReport['products'][number]

const path = REPORT_PATHS.movements

export default function Movements({
  filters,
  kinds,
  periods,
  categories,
  report,
  range,
  rangeErrors,
  presets,
  currency,
}: MovementsProps) {
  const { change } = useListQuery()
  const money = (cents: number) => formatMoney(cents, currency)
  const valueColumns = <T extends Row | PeriodRow | ProductRow>(): ReportColumn<T>[] => [
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
  const totals = {
    movements: formatCount(report.totals.movements),
    in: money(report.totals.inCents),
    out: money(report.totals.outCents),
    net: money(report.totals.netCents),
  }
  const periodWord = t(`inventory.reports.periods.${report.period}`)
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
    ...valueColumns<ProductRow>().slice(1),
  ]
  const keep = { kind: filters.kind, category: filters.category, period: filters.period }
  return (
    <InventoryReport
      report="movements"
      query={{ ...keep, ...range }}
      controls={
        <div className="grid gap-3">
          <ReportRangeForm
            range={range}
            rangeErrors={rangeErrors}
            presets={presets}
            path={path}
            keep={keep}
          />
          <div
            role="group"
            aria-label={t('inventory.reports.filters')}
            className="grid gap-3 sm:grid-cols-3"
          >
            <SelectField
              id="kind"
              label={t('inventory.reports.kind')}
              value={filters.kind ?? ''}
              onChange={(event) => change({ kind: event.target.value })}
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
              onChange={(event) => change({ category: event.target.value })}
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
              onChange={(event) => change({ period: event.target.value })}
            >
              {periods.map((period) => (
                <option key={period} value={period}>
                  {t(`inventory.reports.period_labels.${period}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      }
      summary={t('reports.range.summary', {
        from: formatLongDay(range.from),
        to: formatLongDay(range.to),
        days: daysInRange(range),
      })}
    >
      <ReportFigures
        figures={report.byKind.map((row) => ({
          label: t(`inventory.kinds.${row.kind}`),
          value: money(row.netCents),
          hint: `${formatCount(row.movements)} ${t('inventory.reports.movements_count').toLowerCase()}`,
        }))}
      />
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
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('inventory.reports.movements.by_kind')}
          columns={[
            {
              key: 'kind',
              label: t('inventory.reports.kind'),
              cell: (row: Row) => t(`inventory.kinds.${row.kind}`),
            },
            ...valueColumns<Row>(),
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
            ...valueColumns<PeriodRow>(),
          ]}
          rows={report.periods}
          rowKey={(row) => row.start}
          totals={totals}
        />
      </Card>
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
    </InventoryReport>
  )
}
