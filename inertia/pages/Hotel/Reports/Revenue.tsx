import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportLayout } from '@/modules/hotel/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatCount, formatShortDay } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { RevenueDay, RevenueReport } from '@/modules/hotel/components/report-types'

type RevenueProps = RangeProps & { report: RevenueReport }

function columnsFor(currency: string): ReportColumn<RevenueDay>[] {
  const money = (cents: number) => formatMoney(cents, currency)
  return [
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
      key: 'revenue',
      label: t('hotel.reports.room_revenue'),
      numeric: true,
      cell: (row) => money(row.revenueCents),
    },
    {
      key: 'adr',
      label: t('hotel.reports.adr'),
      numeric: true,
      cell: (row) => money(row.adrCents),
    },
    {
      key: 'revpar',
      label: t('hotel.reports.revpar'),
      numeric: true,
      cell: (row) => money(row.revparCents),
    },
  ]
}

export default function Revenue({ report, ...range }: RevenueProps) {
  const { totals } = report
  const money = (cents: number) => formatMoney(cents, range.currency)
  return (
    <ReportLayout report="revenue" {...range}>
      <ReportFigures
        figures={[
          { label: t('hotel.reports.room_revenue'), value: money(totals.revenueCents) },
          {
            label: t('hotel.reports.adr'),
            value: money(totals.adrCents),
            hint: t('hotel.reports.adr_hint'),
          },
          {
            label: t('hotel.reports.revpar'),
            value: money(totals.revparCents),
            hint: t('hotel.reports.revpar_hint'),
          },
          { label: t('hotel.reports.sold'), value: formatCount(totals.sold) },
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
            summary={t('hotel.reports.revenue.chart', {
              from: report.from,
              to: report.to,
              revenue: money(totals.revenueCents),
            })}
            formatScale={(value) => money(Math.round(value))}
            bars={report.days.map((day) => ({
              key: day.day,
              label: formatShortDay(day.day),
              value: day.revenueCents,
              display: money(day.revenueCents),
            }))}
          />
        </CardContent>
      </Card>
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('hotel.reports.revenue.title')}
          columns={columnsFor(range.currency)}
          rows={report.days}
          rowKey={(row) => row.day}
          totals={{
            available: formatCount(totals.available),
            sold: formatCount(totals.sold),
            revenue: money(totals.revenueCents),
            adr: money(totals.adrCents),
            revpar: money(totals.revparCents),
          }}
        />
      </Card>
    </ReportLayout>
  )
}
