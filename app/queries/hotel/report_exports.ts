/*
| What each hotel report's "Export CSV" holds: the report's table, same rows,
| same totals, headers in the user's language. Amounts are in the installation's
| currency (named in the header) with 2 decimals (1234.00), percentages numbers
| with 2 decimals (66.67 for 66.67 %, 50.00), dates YYYY-MM-DD — the one CSV
| format of #services/csv, so a spreadsheet sums and charts them as they are.
| The guests export lists every guest who spent in the range, read a page at a
| time while the response streams.
*/
import { csvAmount, csvDate, csvPercent, type CsvExport, type CsvValue } from '#services/csv'
import { t } from '#services/i18n'
import { guestSpend } from '#queries/hotel/guest_report'
import type { OccupancyReport } from '#queries/hotel/occupancy'
import type { RevenueReport } from '#queries/hotel/revenue'
import type { RoomTypeReport } from '#queries/hotel/room_type_report'
import type { ReportRange } from '#validators/report_range'

const GUEST_PAGE = 500
const filename = (name: string, { from, to }: ReportRange) => `${name}-${from}-${to}.csv`
const money = (key: string, currency: string) => `${t(key)} (${currency})`

export function occupancyExport(report: OccupancyReport): CsvExport {
  return {
    filename: filename('occupancy', report),
    header: [
      t('hotel.reports.date'),
      t('hotel.reports.available'),
      t('hotel.reports.sold'),
      t('hotel.reports.occupancy_percent'),
    ],
    rows: [
      ...report.days.map((day) => [
        csvDate(day.day),
        day.available,
        day.sold,
        csvPercent(day.occupancyBp),
      ]),
      [
        t('reports.total'),
        report.totals.available,
        report.totals.sold,
        csvPercent(report.totals.occupancyBp),
      ],
    ],
  }
}

export function revenueExport(report: RevenueReport, currency: string): CsvExport {
  const line = (label: string, row: RevenueReport['totals']) => [
    label,
    row.available,
    row.sold,
    csvAmount(row.revenueCents),
    csvAmount(row.adrCents),
    csvAmount(row.revparCents),
  ]
  return {
    filename: filename('revenue', report),
    header: [
      t('hotel.reports.date'),
      t('hotel.reports.available'),
      t('hotel.reports.sold'),
      money('hotel.reports.room_revenue', currency),
      money('hotel.reports.adr', currency),
      money('hotel.reports.revpar', currency),
    ],
    rows: [
      ...report.days.map((day) => line(csvDate(day.day), day)),
      line(t('reports.total'), report.totals),
    ],
  }
}

export function roomTypeExport(report: RoomTypeReport, currency: string): CsvExport {
  const line = (code: string, name: string, row: RoomTypeReport['totals']) => [
    code,
    name,
    row.available,
    row.sold,
    csvPercent(row.occupancyBp),
    csvAmount(row.revenueCents),
    csvAmount(row.adrCents),
    csvPercent(row.revenueShareBp),
  ]
  return {
    filename: filename('room-types', report),
    header: [
      t('hotel.reports.code'),
      t('hotel.reports.room_type'),
      t('hotel.reports.available'),
      t('hotel.reports.sold'),
      t('hotel.reports.occupancy_percent'),
      money('hotel.reports.room_revenue', currency),
      money('hotel.reports.adr', currency),
      t('hotel.reports.revenue_share_percent'),
    ],
    rows: [
      ...report.types.map((type) => line(type.code, type.name, type)),
      line('', t('reports.total'), report.totals),
    ],
  }
}

async function* guestRows(range: ReportRange): AsyncGenerator<CsvValue[]> {
  for (let offset = 0; ; offset += GUEST_PAGE) {
    const page = await guestSpend(range.from, range.to, { limit: GUEST_PAGE, offset })
    for (const guest of page) {
      yield [
        guest.name,
        guest.nationality ?? '',
        guest.nights,
        guest.soldBookings,
        csvAmount(guest.roomRevenueCents),
        csvAmount(guest.otherChargesCents),
        csvAmount(guest.spendCents),
      ]
    }
    if (page.length < GUEST_PAGE) return
  }
}

export function guestExport(range: ReportRange, currency: string): CsvExport {
  return {
    filename: filename('guests', range),
    header: [
      t('hotel.reports.guest'),
      t('hotel.reports.nationality'),
      t('hotel.reports.nights_in_range'),
      t('hotel.reports.sold_bookings'),
      money('hotel.reports.room_revenue', currency),
      money('hotel.reports.other_charges', currency),
      money('hotel.reports.spend', currency),
    ],
    rows: guestRows(range),
  }
}
