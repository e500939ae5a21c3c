import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportLayout } from '@/modules/hotel/components/report-layout'
import { ReportFigures } from '@/components/reports/report-figures'
import { ReportTable, type ReportColumn } from '@/components/reports/report-table'
import { ChartShares } from '@/components/reports/chart-shares'
import {
  formatBasisPoints,
  formatCount,
  formatHundredths,
} from '@/components/reports/report-format'
import { countryName } from '@/modules/hotel/lib/countries'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type {
  GuestReport,
  GuestSpendRow,
  NationalityRow,
} from '@/modules/hotel/components/report-types'

type GuestsProps = RangeProps & { report: GuestReport }

const nationality = (code: string | null) =>
  countryName(code) ?? t('hotel.reports.guests.unknown_nationality')

const nationalityColumns: ReportColumn<NationalityRow>[] = [
  {
    key: 'nationality',
    label: t('hotel.reports.nationality'),
    cell: (row) => nationality(row.nationality),
  },
  {
    key: 'guests',
    label: t('hotel.reports.guests_count'),
    numeric: true,
    cell: (row) => formatCount(row.guests),
  },
  {
    key: 'share',
    label: t('hotel.reports.share'),
    numeric: true,
    cell: (row) => formatBasisPoints(row.shareBp),
  },
  {
    key: 'repeat',
    label: t('hotel.reports.guests.repeat'),
    numeric: true,
    cell: (row) => formatCount(row.repeatGuests),
  },
]

function spendColumns(currency: string): ReportColumn<GuestSpendRow>[] {
  const money = (cents: number) => formatMoney(cents, currency)
  return [
    { key: 'name', label: t('hotel.reports.guest'), cell: (row) => row.name },
    {
      key: 'nationality',
      label: t('hotel.reports.nationality'),
      cell: (row) => nationality(row.nationality),
    },
    {
      key: 'nights',
      label: t('hotel.reports.nights_in_range'),
      numeric: true,
      cell: (row) => formatCount(row.nights),
    },
    {
      key: 'room',
      label: t('hotel.reports.room_revenue'),
      numeric: true,
      cell: (row) => money(row.roomRevenueCents),
    },
    {
      key: 'other',
      label: t('hotel.reports.other_charges'),
      numeric: true,
      cell: (row) => money(row.otherChargesCents),
    },
    {
      key: 'spend',
      label: t('hotel.reports.spend'),
      numeric: true,
      cell: (row) => money(row.spendCents),
    },
  ]
}

export default function Guests({ report, ...range }: GuestsProps) {
  const { repeatGuests, averageStay } = report
  return (
    <ReportLayout report="guests" {...range}>
      <ReportFigures
        figures={[
          { label: t('hotel.reports.guests.in_range'), value: formatCount(report.guests) },
          {
            label: t('hotel.reports.guests.repeat'),
            value: formatBasisPoints(repeatGuests.shareBp),
            hint: t('hotel.reports.guests.repeat_detail', {
              guests: repeatGuests.guests,
              total: report.guests,
              percent: formatBasisPoints(repeatGuests.shareBp),
            }),
          },
          {
            label: t('hotel.reports.guests.average_stay'),
            value: t('hotel.reports.guests.average_stay_value', {
              count: averageStay.hundredths / 100,
              nights: formatHundredths(averageStay.hundredths),
            }),
            hint: t('hotel.reports.guests.average_stay_detail', {
              bookings: averageStay.bookings,
              nights: averageStay.nights,
            }),
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.reports.guests.nationalities')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ChartShares
              label={t('hotel.reports.guests.nationalities_chart')}
              shares={report.nationalities.slice(0, 8).map((row) => ({
                key: row.nationality ?? 'unknown',
                label: nationality(row.nationality),
                shareBp: row.shareBp,
                display: `${formatCount(row.guests)} · ${formatBasisPoints(row.shareBp)}`,
              }))}
            />
          </CardContent>
        </Card>
        <Card className="gap-0 overflow-hidden py-0">
          <ReportTable
            caption={t('hotel.reports.guests.nationalities')}
            columns={nationalityColumns}
            rows={report.nationalities}
            rowKey={(row) => row.nationality ?? 'unknown'}
            totals={{
              guests: formatCount(report.guests),
              share: formatBasisPoints(report.guests ? 10_000 : 0),
              repeat: formatCount(repeatGuests.guests),
            }}
          />
        </Card>
      </div>
      <Card className="gap-0 overflow-hidden pb-0">
        <CardHeader className="pb-4">
          <CardTitle>
            <h2>{t('hotel.reports.guests.top')}</h2>
          </CardTitle>
          <CardDescription>{t('hotel.reports.guests.top_hint')}</CardDescription>
        </CardHeader>
        <ReportTable
          caption={t('hotel.reports.guests.top')}
          columns={spendColumns(range.currency)}
          rows={report.topGuests}
          rowKey={(row) => row.guestId}
        />
      </Card>
    </ReportLayout>
  )
}
