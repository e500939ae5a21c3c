import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportLayout } from '@/modules/hotel/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatBasisPoints, formatCount, formatShortDay } from '@/components/reports/report-format'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { OccupancyDay, OccupancyReport } from '@/modules/hotel/components/report-types'

type OccupancyProps = RangeProps & { report: OccupancyReport }

const columns: ReportColumn<OccupancyDay>[] = [
  { key: 'day', label: t('hotel.reports.date'), cell: (row) => row.day },
  {
    key: 'available',
    label: t('hotel.reports.available'),
    numeric: true,
    cell: (row) => formatCount(row.available),
  },
  {
    key: 'sold',
    label: t('hotel.reports.sold'),
    numeric: true,
    cell: (row) => formatCount(row.sold),
  },
  {
    key: 'occupancy',
    label: t('hotel.reports.occupancy'),
    numeric: true,
    cell: (row) => formatBasisPoints(row.occupancyBp),
  },
]

export default function Occupancy({ report, ...range }: OccupancyProps) {
  const { totals } = report
  return (
    <ReportLayout report="occupancy" {...range}>
      <ReportFigures
        figures={[
          { label: t('hotel.reports.occupancy'), value: formatBasisPoints(totals.occupancyBp) },
          { label: t('hotel.reports.sold'), value: formatCount(totals.sold) },
          { label: t('hotel.reports.available'), value: formatCount(totals.available) },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('hotel.reports.chart')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ChartBars
            summary={t('hotel.reports.occupancy.chart', {
              from: report.from,
              to: report.to,
              percent: formatBasisPoints(totals.occupancyBp),
            })}
            scaleMax={10_000}
            formatScale={(value) => formatBasisPoints(Math.round(value))}
            bars={report.days.map((day) => ({
              key: day.day,
              label: formatShortDay(day.day),
              value: day.occupancyBp,
              display: formatBasisPoints(day.occupancyBp),
            }))}
          />
        </CardContent>
      </Card>
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('hotel.reports.occupancy.title')}
          columns={columns}
          rows={report.days}
          rowKey={(row) => row.day}
          totals={{
            available: formatCount(totals.available),
            sold: formatCount(totals.sold),
            occupancy: formatBasisPoints(totals.occupancyBp),
          }}
        />
      </Card>
    </ReportLayout>
  )
}
