import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportDateForm } from '@/components/reports/report-date-form'
import { reportQuery } from '@/components/reports/report-range-form'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatBasisPoints, formatCount, formatLongDay } from '@/components/reports/report-format'
import { InventoryReport, REPORT_PATHS } from '@/modules/inventory/components/inventory-report'
import { SelectField } from '@/components/forms/select-field'
import { ReportPageLinks } from '@/modules/inventory/components/report-page-links'
import { formatStock, formatUnitCost } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { useListQuery } from '@/hooks/use-list-query'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { DateProps } from '@/components/reports/report-types'
import type {
  CurrentStockCategory,
  CurrentStockReport,
  CurrentStockRow,
  ReportCategoryOption,
} from '@/modules/inventory/reports-types'

type CurrentStockProps = DateProps & {
  today: string
  filters: { category: number | null; page: number }
  categories: ReportCategoryOption[]
  report: CurrentStockReport
}

const path = REPORT_PATHS.current_stock

export default function CurrentStock({
  asOf,
  asOfError,
  datePresets,
  today,
  filters,
  categories,
  report,
  currency,
}: CurrentStockProps) {
  const { change } = useListQuery()
  const money = (cents: number) => formatMoney(cents, currency)
  const categoryColumns: ReportColumn<CurrentStockCategory>[] = [
    { key: 'name', label: t('inventory.reports.category'), cell: (row) => row.name },
    {
      key: 'products',
      label: t('inventory.reports.products'),
      numeric: true,
      cell: (row) => formatCount(row.products),
    },
    {
      key: 'value',
      label: t('inventory.reports.value'),
      numeric: true,
      cell: (row) => money(row.valueCents),
    },
    {
      key: 'share',
      label: t('inventory.reports.share'),
      numeric: true,
      cell: (row) => formatBasisPoints(row.shareBp),
    },
  ]
  const productColumns: ReportColumn<CurrentStockRow>[] = [
    {
      key: 'product',
      label: t('inventory.reports.product'),
      cell: (row) => (
        <span className="grid">
          <span>
            {row.name}
            {!row.active && (
              <span className="text-muted-foreground"> ({t('inventory.reports.inactive')})</span>
            )}
          </span>
          <span className="text-xs text-muted-foreground">{row.sku}</span>
        </span>
      ),
    },
    { key: 'category', label: t('inventory.reports.category'), cell: (row) => row.categoryName },
    {
      key: 'quantity',
      label: t('inventory.reports.quantity'),
      numeric: true,
      cell: (row) => formatStock(row.quantity, unitSymbol(row.unit)),
    },
    {
      key: 'cost',
      label: t('inventory.reports.average_cost'),
      numeric: true,
      cell: (row) => formatUnitCost(row.averageCostCents, currency),
    },
    {
      key: 'value',
      label: t('inventory.reports.value'),
      numeric: true,
      cell: (row) => money(row.valueCents),
    },
  ]
  const { pages } = report
  const first = (pages.current - 1) * pages.perPage + 1
  return (
    <InventoryReport
      report="current_stock"
      query={{ as_of: asOf, category: filters.category }}
      controls={
        <div className="grid gap-3">
          <ReportDateForm
            asOf={asOf}
            asOfError={asOfError}
            datePresets={datePresets}
            path={path}
            keep={{ category: filters.category }}
            max={today}
          />
          <div className="sm:max-w-xs">
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
          </div>
        </div>
      }
      summary={t('reports.range.as_of_summary', { date: formatLongDay(asOf) })}
    >
      <ReportFigures
        figures={[
          { label: t('inventory.reports.stock_value'), value: money(report.totals.valueCents) },
          {
            label: t('inventory.reports.products'),
            value: formatCount(report.totals.products),
            hint:
              report.totals.negative > 0
                ? t('inventory.reports.negative_stock', { count: report.totals.negative })
                : undefined,
          },
          {
            label: t('inventory.reports.categories'),
            value: formatCount(report.categories.length),
          },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('inventory.reports.current_stock.chart')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ChartShares
            label={t('inventory.reports.current_stock.chart')}
            shares={report.categories.map((category) => ({
              key: String(category.categoryId),
              label: category.name,
              shareBp: category.shareBp,
              display: `${money(category.valueCents)} · ${formatBasisPoints(category.shareBp)}`,
            }))}
          />
        </CardContent>
      </Card>
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('inventory.reports.current_stock.by_category')}
          columns={categoryColumns}
          rows={report.categories}
          rowKey={(row) => row.categoryId}
          totals={{
            products: formatCount(report.totals.products),
            value: money(report.totals.valueCents),
            share: report.totals.valueCents > 0 ? formatBasisPoints(10_000) : '',
          }}
        />
      </Card>
      <Card className="gap-0 overflow-hidden py-0">
        <div className="overflow-x-auto">
          <ReportTable
            caption={t('inventory.reports.current_stock.by_product')}
            columns={productColumns}
            rows={report.products}
            rowKey={(row) => row.productId}
            totals={pages.last === 1 ? { value: money(report.totals.valueCents) } : undefined}
          />
        </div>
        <ReportPageLinks
          current={pages.current}
          last={pages.last}
          label={t('inventory.reports.current_stock.showing', {
            first,
            last: Math.min(first + pages.perPage - 1, pages.total),
            total: pages.total,
          })}
          href={(page) =>
            urlFor(
              'inventory.reports.current_stock',
              {},
              { qs: reportQuery({ as_of: asOf, category: filters.category, page }) }
            )
          }
        />
      </Card>
    </InventoryReport>
  )
}
