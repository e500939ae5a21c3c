import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportLayout } from '@/modules/hotel/components/report-layout'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartShares } from '@/components/reports/chart-shares'
import { formatBasisPoints, formatCount } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { RoomTypeReport, RoomTypeReportRow } from '@/modules/hotel/components/report-types'

type RoomTypesProps = RangeProps & { report: RoomTypeReport }

function columnsFor(currency: string): ReportColumn<RoomTypeReportRow>[] {
  const money = (cents: number) => formatMoney(cents, currency)
  return [
    {
      key: 'name',
      label: t('hotel.reports.room_type'),
      cell: (row) => `${row.name} (${row.code})`,
    },
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
      key: 'share',
      label: t('hotel.reports.revenue_share'),
      numeric: true,
      cell: (row) => formatBasisPoints(row.revenueShareBp),
    },
  ]
}

export default function RoomTypes({ report, ...range }: RoomTypesProps) {
  const { totals } = report
  const money = (cents: number) => formatMoney(cents, range.currency)
  return (
    <ReportLayout report="room_types" {...range}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('hotel.reports.room_types.chart')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ChartShares
            label={t('hotel.reports.room_types.chart')}
            shares={report.types.map((type) => ({
              key: String(type.roomTypeId),
              label: type.name,
              shareBp: type.revenueShareBp,
              display: `${money(type.revenueCents)} · ${formatBasisPoints(type.revenueShareBp)}`,
            }))}
          />
        </CardContent>
      </Card>
      <Card className="gap-0 overflow-hidden py-0">
        <ReportTable
          caption={t('hotel.reports.room_types.title')}
          columns={columnsFor(range.currency)}
          rows={report.types}
          rowKey={(row) => row.roomTypeId}
          totals={{
            available: formatCount(totals.available),
            sold: formatCount(totals.sold),
            occupancy: formatBasisPoints(totals.occupancyBp),
            revenue: money(totals.revenueCents),
            adr: money(totals.adrCents),
            share: formatBasisPoints(totals.revenueShareBp),
          }}
        />
      </Card>
    </ReportLayout>
  )
}
