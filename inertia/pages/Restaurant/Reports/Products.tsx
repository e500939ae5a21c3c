import { ReportLayout } from '@/modules/restaurant/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatBasisPoints, formatCount } from '@/components/reports/report-format'
import {
  ReportCard,
  TableCard,
  label,
  moneyIn,
} from '@/modules/restaurant/components/report-sections'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { ProductReport, ProductRow } from '@/modules/restaurant/components/report-types'

type ProductsProps = RangeProps & { report: ProductReport }

const TOP = 10
const marginPercent = (basisPoints: number | null) =>
  basisPoints === null ? '—' : formatBasisPoints(basisPoints)

function columnsFor(currency: string): ReportColumn<ProductRow>[] {
  const money = moneyIn(currency)
  const amount = (key: string, value: (row: ProductRow) => number): ReportColumn<ProductRow> => ({
    key,
    label: label(key),
    numeric: true,
    cell: (row) => money(value(row)),
  })
  return [
    { key: 'item', label: label('item'), cell: (row) => row.name },
    {
      key: 'category',
      label: label('category'),
      cell: (row) => (row.kind === 'combo' ? label('combo') : (row.category ?? '')),
    },
    {
      key: 'quantity',
      label: label('quantity'),
      numeric: true,
      cell: (row) => formatCount(row.quantity),
    },
    amount('revenue', (row) => row.revenueCents),
    amount('cost', (row) => row.costCents),
    amount('margin', (row) => row.marginCents),
    {
      key: 'margin_percent',
      label: label('margin_percent'),
      numeric: true,
      cell: (row) => marginPercent(row.marginBp),
    },
  ]
}

export default function Products({ report, ...range }: ProductsProps) {
  const { totals } = report
  const money = moneyIn(range.currency)
  const top = report.products.filter((row) => row.revenueCents > 0).slice(0, TOP)
  return (
    <ReportLayout report="products" {...range}>
      <ReportFigures
        figures={[
          {
            label: label('revenue'),
            value: money(totals.revenueCents),
            hint: `${label('discounts')} ${money(totals.discountCents)}`,
          },
          {
            label: label('cost'),
            value: money(totals.costCents),
            hint: t('restaurant.reports.products.cost_hint'),
          },
          { label: label('margin'), value: money(totals.marginCents) },
          { label: label('margin_percent'), value: marginPercent(totals.marginBp) },
        ]}
      />
      <ReportCard title={t('restaurant.reports.products.chart')}>
        <ChartShares
          label={t('restaurant.reports.products.chart')}
          shares={top.map((row) => ({
            key: row.key,
            label: row.name,
            /* Bars against the best seller, so the top ten read apart. */
            shareBp: Math.round((row.revenueCents / top[0].revenueCents) * 10_000),
            display: `${money(row.revenueCents)} · ${label('cost')} ${money(row.costCents)}`,
          }))}
        />
      </ReportCard>
      <TableCard>
        <ReportTable
          caption={t('restaurant.reports.products.title')}
          columns={columnsFor(range.currency)}
          rows={report.products}
          rowKey={(row) => row.key}
          totals={{
            quantity: formatCount(totals.quantity),
            revenue: money(totals.revenueCents),
            cost: money(totals.costCents),
            margin: money(totals.marginCents),
            margin_percent: marginPercent(totals.marginBp),
          }}
        />
      </TableCard>
    </ReportLayout>
  )
}
