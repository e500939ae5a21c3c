import { ReportLayout } from '@/modules/restaurant/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatBasisPoints, formatCount, formatShortDay } from '@/components/reports/report-format'
import { ReportCard, TableCard, label } from '@/modules/restaurant/components/report-sections'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type {
  ReservationDay,
  ReservationReport,
  StatusRow,
} from '@/modules/restaurant/components/report-types'

type ReservationsProps = RangeProps & { report: ReservationReport }

const STATUSES = ['booked', 'seated', 'completed', 'cancelled', 'no_show'] as const

const statusColumns: ReportColumn<StatusRow>[] = [
  { key: 'status', label: label('status'), cell: (row) => label(`status.${row.status}`) },
  {
    key: 'reservations',
    label: label('reservations'),
    numeric: true,
    cell: (row) => formatCount(row.reservations),
  },
  { key: 'guests', label: label('guests'), numeric: true, cell: (row) => formatCount(row.guests) },
]

const dayColumns: ReportColumn<ReservationDay>[] = [
  { key: 'day', label: label('date'), cell: (row) => row.day },
  {
    key: 'reservations',
    label: label('reservations'),
    numeric: true,
    cell: (row) => formatCount(row.reservations),
  },
  ...STATUSES.map((status) => ({
    key: status,
    label: label(`status.${status}`),
    numeric: true,
    cell: (row: ReservationDay) => formatCount(row[status]),
  })),
  { key: 'covers', label: label('covers'), numeric: true, cell: (row) => formatCount(row.covers) },
  {
    key: 'no_show_rate',
    label: label('no_show_rate'),
    numeric: true,
    cell: (row) => formatBasisPoints(row.noShowRateBp),
  },
]

export default function Reservations({ report, ...range }: ReservationsProps) {
  const { totals } = report
  return (
    <ReportLayout report="reservations" {...range}>
      <ReportFigures
        figures={[
          { label: label('reservations'), value: formatCount(totals.reservations) },
          { label: label('covers'), value: formatCount(totals.covers) },
          {
            label: label('no_show_rate'),
            value: formatBasisPoints(totals.noShowRateBp),
            hint: t('restaurant.reports.reservations.no_show_hint'),
          },
          { label: label('status.cancelled'), value: formatCount(totals.cancelled) },
        ]}
      />
      <ReportCard title={label('covers')}>
        <ChartBars
          summary={t('restaurant.reports.reservations.chart', {
            from: report.from,
            to: report.to,
            covers: totals.covers,
          })}
          formatScale={(value) => formatCount(Math.round(value))}
          bars={report.days.map((day) => ({
            key: day.day,
            label: formatShortDay(day.day),
            value: day.covers,
            display: formatCount(day.covers),
          }))}
        />
      </ReportCard>
      <TableCard title={t('restaurant.reports.reservations.by_status')}>
        <ReportTable
          caption={t('restaurant.reports.reservations.by_status')}
          columns={statusColumns}
          rows={report.statuses}
          rowKey={(row) => row.status}
          totals={{
            reservations: formatCount(totals.reservations),
            guests: formatCount(report.statuses.reduce((sum, row) => sum + row.guests, 0)),
          }}
        />
      </TableCard>
      <TableCard>
        <ReportTable
          caption={t('restaurant.reports.reservations.title')}
          columns={dayColumns}
          rows={report.days}
          rowKey={(row) => row.day}
          totals={{
            reservations: formatCount(totals.reservations),
            ...Object.fromEntries(STATUSES.map((status) => [status, formatCount(totals[status])])),
            covers: formatCount(totals.covers),
            no_show_rate: formatBasisPoints(totals.noShowRateBp),
          }}
        />
      </TableCard>
    </ReportLayout>
  )
}
