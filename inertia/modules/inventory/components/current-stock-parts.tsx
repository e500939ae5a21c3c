import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatBasisPoints, formatCount } from '@/components/reports/report-format'
import { ReportPageLinks } from '@/modules/inventory/components/report-page-links'
import { formatStock, formatUnitCost } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type {
  CurrentStockCategory,
  CurrentStockReport,
  CurrentStockRow,
} from '@/modules/inventory/reports-types'

/** The stock's value by category: each one's share as a bar, then the table with the totals. */
export function CurrentStockByCategory({
  report,
  money,
}: {
  report: CurrentStockReport
  money: (cents: number) => string
}) {
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
  return (
    <>
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
    </>
  )
}

/** Every product's quantity, average cost and value, a page at a time. */
export function CurrentStockByProduct({
  report,
  currency,
  href,
}: {
  report: CurrentStockReport
  currency: string
  href: (page: number) => string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
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
        href={href}
      />
    </Card>
  )
}
