import { ReportLayout } from '@/modules/restaurant/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatCount } from '@/components/reports/report-format'
import {
  ReportCard,
  TableCard,
  label,
  moneyIn,
} from '@/modules/restaurant/components/report-sections'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { WaiterReport, WaiterRow } from '@/modules/restaurant/components/report-types'

type WaitersProps = RangeProps & { report: WaiterReport }

function columnsFor(currency: string): ReportColumn<WaiterRow>[] {
  const money = moneyIn(currency)
  const count = (key: 'orders' | 'covers'): ReportColumn<WaiterRow> => ({
    key,
    label: label(key),
    numeric: true,
    cell: (row) => formatCount(row[key]),
  })
  const amount = (key: string, value: (row: WaiterRow) => number): ReportColumn<WaiterRow> => ({
    key,
    label: label(key),
    numeric: true,
    cell: (row) => money(value(row)),
  })
  return [
    { key: 'waiter', label: label('waiter'), cell: (row) => row.name },
    count('orders'),
    count('covers'),
    amount('sales', (row) => row.salesCents),
    amount('average_ticket', (row) => row.averageTicketCents),
    amount('tips', (row) => row.tipsCents),
  ]
}

export default function Waiters({ report, ...range }: WaitersProps) {
  const { totals } = report
  const money = moneyIn(range.currency)
  const top = Math.max(...report.waiters.map((waiter) => waiter.salesCents), 1)
  return (
    <ReportLayout report="waiters" {...range}>
      <ReportFigures
        figures={[
          { label: label('sales'), value: money(totals.salesCents) },
          { label: label('orders'), value: formatCount(totals.orders) },
          { label: label('average_ticket'), value: money(totals.averageTicketCents) },
          { label: label('tips'), value: money(totals.tipsCents) },
        ]}
      />
      <ReportCard title={label('sales')}>
        <ChartShares
          label={t('restaurant.reports.waiters.chart', { from: report.from, to: report.to })}
          shares={report.waiters.map((waiter) => ({
            key: String(waiter.waiterId),
            label: waiter.name,
            shareBp: Math.round((Math.max(waiter.salesCents, 0) / top) * 10_000),
            display: money(waiter.salesCents),
          }))}
        />
      </ReportCard>
      <TableCard>
        <ReportTable
          caption={t('restaurant.reports.waiters.title')}
          columns={columnsFor(range.currency)}
          rows={report.waiters}
          rowKey={(row) => row.waiterId}
          totals={{
            orders: formatCount(totals.orders),
            covers: formatCount(totals.covers),
            sales: money(totals.salesCents),
            average_ticket: money(totals.averageTicketCents),
            tips: money(totals.tipsCents),
          }}
        />
      </TableCard>
    </ReportLayout>
  )
}
