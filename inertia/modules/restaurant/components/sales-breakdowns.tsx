import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatBasisPoints, formatCount } from '@/components/reports/report-format'
import {
  ReportCard,
  TableCard,
  label,
  moneyIn,
  salesColumns,
  salesTotals,
} from '@/modules/restaurant/components/report-sections'
import type {
  CategorySales,
  MethodSales,
  SalesHour,
  SalesReport,
} from '@/modules/restaurant/components/report-types'

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`
const categoryName = (row: CategorySales) => row.name ?? label('combos')

/** Net sales by the hour the orders closed: the chart of all 24 hours, the table of those with sales. */
export function SalesByHour({ report, currency }: { report: SalesReport; currency: string }) {
  const money = moneyIn(currency)
  return (
    <>
      <ReportCard title={label('sales.hours')}>
        <ChartBars
          summary={label('sales.hours_chart')}
          formatScale={(value) => money(Math.round(value))}
          bars={report.hours.map((hour) => ({
            key: String(hour.hour),
            label: hourLabel(hour.hour),
            value: Math.max(hour.netCents, 0),
            display: money(hour.netCents),
          }))}
        />
      </ReportCard>
      <TableCard>
        <ReportTable
          caption={label('sales.hours')}
          columns={salesColumns<SalesHour>(
            { key: 'hour', label: label('hour'), cell: (row) => hourLabel(row.hour) },
            currency
          )}
          rows={report.hours.filter((hour) => hour.orders > 0)}
          rowKey={(row) => row.hour}
          totals={salesTotals(report.totals, currency)}
        />
      </TableCard>
    </>
  )
}

function categoryColumns(currency: string): ReportColumn<CategorySales>[] {
  const money = moneyIn(currency)
  return [
    { key: 'category', label: label('category'), cell: categoryName },
    {
      key: 'quantity',
      label: label('quantity'),
      numeric: true,
      cell: (row) => formatCount(row.quantity),
    },
    { key: 'gross', label: label('gross'), numeric: true, cell: (row) => money(row.grossCents) },
    {
      key: 'discounts',
      label: label('discounts'),
      numeric: true,
      cell: (row) => money(row.discountCents),
    },
    { key: 'net', label: label('net'), numeric: true, cell: (row) => money(row.netCents) },
    {
      key: 'share',
      label: label('share_percent'),
      numeric: true,
      cell: (row) => formatBasisPoints(row.shareBp),
    },
  ]
}

export function SalesByCategory({ report, currency }: { report: SalesReport; currency: string }) {
  const money = moneyIn(currency)
  const sum = (value: (row: CategorySales) => number) =>
    report.categories.reduce((total, row) => total + value(row), 0)
  return (
    <>
      <ReportCard title={label('sales.categories')}>
        <ChartShares
          label={label('sales.categories')}
          shares={report.categories.map((row) => ({
            key: String(row.categoryId ?? 'combos'),
            label: categoryName(row),
            shareBp: row.shareBp,
            display: `${money(row.netCents)} · ${formatBasisPoints(row.shareBp)}`,
          }))}
        />
      </ReportCard>
      <TableCard>
        <ReportTable
          caption={label('sales.categories')}
          columns={categoryColumns(currency)}
          rows={report.categories}
          rowKey={(row) => row.categoryId ?? 'combos'}
          totals={{
            quantity: formatCount(sum((row) => row.quantity)),
            gross: money(sum((row) => row.grossCents)),
            discounts: money(sum((row) => row.discountCents)),
            net: money(sum((row) => row.netCents)),
          }}
        />
      </TableCard>
    </>
  )
}

function methodColumns(currency: string): ReportColumn<MethodSales>[] {
  const money = moneyIn(currency)
  const count = (key: 'payments' | 'refunds'): ReportColumn<MethodSales> => ({
    key,
    label: label(key),
    numeric: true,
    cell: (row) => formatCount(row[key]),
  })
  const amount = (key: string, value: (row: MethodSales) => number): ReportColumn<MethodSales> => ({
    key,
    label: label(key),
    numeric: true,
    cell: (row) => money(value(row)),
  })
  return [
    { key: 'method', label: label('method'), cell: (row) => label(`method.${row.method}`) },
    count('payments'),
    count('refunds'),
    amount('taken', (row) => row.takenCents),
    amount('refunded', (row) => row.refundedCents),
    amount('net', (row) => row.netCents),
    amount('tips', (row) => row.tipsCents),
  ]
}

export function SalesByMethod({ report, currency }: { report: SalesReport; currency: string }) {
  const money = moneyIn(currency)
  const totals = report.methodTotals
  return (
    <TableCard title={label('sales.methods')} hint={label('sales.methods_hint')}>
      <ReportTable
        caption={label('sales.methods')}
        columns={methodColumns(currency)}
        rows={report.methods}
        rowKey={(row) => row.method}
        totals={{
          payments: formatCount(totals.payments),
          refunds: formatCount(totals.refunds),
          taken: money(totals.takenCents),
          refunded: money(totals.refundedCents),
          net: money(totals.netCents),
          tips: money(totals.tipsCents),
        }}
      />
    </TableCard>
  )
}
