import { ReportLayout } from '@/modules/restaurant/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatCount, formatShortDay } from '@/components/reports/report-format'
import {
  ReportCard,
  TableCard,
  label,
  moneyIn,
  salesColumns,
  salesTotals,
} from '@/modules/restaurant/components/report-sections'
import {
  SalesByCategory,
  SalesByHour,
  SalesByMethod,
} from '@/modules/restaurant/components/sales-breakdowns'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { SalesDay, SalesReport } from '@/modules/restaurant/components/report-types'

type SalesProps = RangeProps & { report: SalesReport }

export default function Sales({ report, ...range }: SalesProps) {
  const { totals } = report
  const money = moneyIn(range.currency)
  return (
    <ReportLayout report="sales" {...range}>
      <ReportFigures
        figures={[
          {
            label: label('net'),
            value: money(totals.netCents),
            hint: `${label('gross')} ${money(totals.grossCents)} · ${label('discounts')} ${money(totals.discountCents)}`,
          },
          { label: label('orders'), value: formatCount(totals.orders) },
          { label: label('average_ticket'), value: money(totals.averageTicketCents) },
          { label: label('tips'), value: money(totals.tipsCents) },
        ]}
      />
      <ReportCard title={label('net')}>
        <ChartBars
          summary={t('restaurant.reports.sales.chart', {
            from: report.from,
            to: report.to,
            net: money(totals.netCents),
          })}
          formatScale={(value) => money(Math.round(value))}
          bars={report.days.map((day) => ({
            key: day.day,
            label: formatShortDay(day.day),
            value: Math.max(day.netCents, 0),
            display: money(day.netCents),
          }))}
        />
      </ReportCard>
      <TableCard>
        <ReportTable
          caption={t('restaurant.reports.sales.title')}
          columns={salesColumns<SalesDay>(
            { key: 'day', label: label('date'), cell: (row) => row.day },
            range.currency
          )}
          rows={report.days}
          rowKey={(row) => row.day}
          totals={salesTotals(totals, range.currency)}
        />
      </TableCard>
      <SalesByHour report={report} currency={range.currency} />
      <SalesByCategory report={report} currency={range.currency} />
      <SalesByMethod report={report} currency={range.currency} />
    </ReportLayout>
  )
}
