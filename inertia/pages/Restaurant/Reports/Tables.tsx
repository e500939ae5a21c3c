import { ReportLayout } from '@/modules/restaurant/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatCount, formatHundredths } from '@/components/reports/report-format'
import {
  ReportCard,
  TableCard,
  label,
  moneyIn,
} from '@/modules/restaurant/components/report-sections'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { TableReport, TableRow } from '@/modules/restaurant/components/report-types'

type TablesProps = RangeProps & { report: TableReport }

const minutes = (value: number) => t('restaurant.reports.minutes', { minutes: value })

function columnsFor(currency: string): ReportColumn<TableRow>[] {
  const money = moneyIn(currency)
  return [
    { key: 'table', label: label('table'), cell: (row) => row.name },
    { key: 'area', label: label('area'), cell: (row) => row.area },
    {
      key: 'orders',
      label: label('orders'),
      numeric: true,
      cell: (row) => formatCount(row.orders),
    },
    {
      key: 'covers',
      label: label('covers'),
      numeric: true,
      cell: (row) => formatCount(row.covers),
    },
    {
      key: 'revenue',
      label: label('revenue'),
      numeric: true,
      cell: (row) => money(row.revenueCents),
    },
    {
      key: 'seated',
      label: label('average_seated_minutes'),
      numeric: true,
      cell: (row) => minutes(row.averageSeatedMinutes),
    },
    {
      key: 'turns',
      label: label('turns_per_day'),
      numeric: true,
      cell: (row) => formatHundredths(row.turnsHundredths),
    },
  ]
}

export default function Tables({ report, ...range }: TablesProps) {
  const { totals } = report
  const money = moneyIn(range.currency)
  return (
    <ReportLayout report="tables" {...range}>
      <ReportFigures
        figures={[
          { label: label('revenue'), value: money(totals.revenueCents) },
          { label: label('covers'), value: formatCount(totals.covers) },
          { label: label('average_seated_minutes'), value: minutes(totals.averageSeatedMinutes) },
          {
            label: label('turns_per_day'),
            value: formatHundredths(totals.turnsHundredths),
            hint: t('restaurant.reports.tables.turns_hint'),
          },
        ]}
      />
      <ReportCard title={label('revenue')}>
        <ChartBars
          summary={t('restaurant.reports.tables.chart', { from: report.from, to: report.to })}
          formatScale={(value) => money(Math.round(value))}
          labelEvery={report.tables.length <= 12}
          bars={report.tables.map((table) => ({
            key: String(table.tableId),
            label: table.name,
            value: Math.max(table.revenueCents, 0),
            display: money(table.revenueCents),
          }))}
        />
      </ReportCard>
      <TableCard>
        <ReportTable
          caption={t('restaurant.reports.tables.title')}
          columns={columnsFor(range.currency)}
          rows={report.tables}
          rowKey={(row) => row.tableId}
          totals={{
            orders: formatCount(totals.orders),
            covers: formatCount(totals.covers),
            revenue: money(totals.revenueCents),
            seated: minutes(totals.averageSeatedMinutes),
            turns: formatHundredths(totals.turnsHundredths),
          }}
        />
      </TableCard>
    </ReportLayout>
  )
}
