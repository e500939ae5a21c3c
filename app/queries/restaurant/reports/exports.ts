/*
| What each restaurant report's "Export CSV" holds: the report's main table,
| same rows, same totals, headers in the user's language, in Posada's one CSV
| format (#services/csv): amounts with two decimals in the installation's
| currency (named in the header), percentages with two decimals (66.67 for
| 66.67 %), turns per day with two decimals, durations in whole minutes.
*/
import { csvAmount, csvHundredths, csvPercent, type CsvExport, type CsvValue } from '#services/csv'
import { t } from '#services/i18n'
import type { ProductFigures, ProductReport } from '#queries/restaurant/reports/product_report'
import type {
  ReservationFigures,
  ReservationReport,
} from '#queries/restaurant/reports/reservation_report'
import type { SalesFigures, SalesReport } from '#queries/restaurant/reports/sales_report'
import type { TableFigures, TableReport } from '#queries/restaurant/reports/table_report'
import type { WaiterFigures, WaiterReport } from '#queries/restaurant/reports/waiter_report'
import type { ReportRange } from '#validators/report_range'

const percent = (basisPoints: number | null) =>
  basisPoints === null ? '' : csvPercent(basisPoints)
const filename = (name: string, { from, to }: ReportRange) => `restaurant-${name}-${from}-${to}.csv`
const label = (key: string) => t(`restaurant.reports.${key}`)
const money = (key: string, currency: string) => `${label(key)} (${currency})`

function exportOf<Row, Figures>(
  name: string,
  report: ReportRange & { totals: Figures },
  header: string[],
  rows: Row[],
  line: (row: Row) => CsvValue[],
  totals: (figures: Figures) => CsvValue[]
): CsvExport {
  return {
    filename: filename(name, report),
    header,
    rows: [...rows.map(line), totals(report.totals)],
  }
}

export function salesExport(report: SalesReport, currency: string): CsvExport {
  const figures = (row: SalesFigures) => [
    row.orders,
    csvAmount(row.grossCents),
    csvAmount(row.discountCents),
    csvAmount(row.netCents),
    csvAmount(row.tipsCents),
    csvAmount(row.averageTicketCents),
  ]
  return exportOf(
    'sales',
    report,
    [
      label('date'),
      label('orders'),
      money('gross', currency),
      money('discounts', currency),
      money('net', currency),
      money('tips', currency),
      money('average_ticket', currency),
    ],
    report.days,
    (day) => [day.day, ...figures(day)],
    (totals) => [t('reports.total'), ...figures(totals)]
  )
}

export function productExport(report: ProductReport, currency: string): CsvExport {
  const figures = (row: ProductFigures) => [
    row.quantity,
    csvAmount(row.grossCents),
    csvAmount(row.discountCents),
    csvAmount(row.revenueCents),
    csvAmount(row.costCents),
    csvAmount(row.marginCents),
    percent(row.marginBp),
  ]
  return exportOf(
    'products',
    report,
    [
      label('item'),
      label('category'),
      label('quantity'),
      money('gross', currency),
      money('discounts', currency),
      money('revenue', currency),
      money('cost', currency),
      money('margin', currency),
      label('margin_percent'),
    ],
    report.products,
    (row) => [
      row.name,
      row.kind === 'combo' ? label('combo') : (row.category ?? ''),
      ...figures(row),
    ],
    (totals) => [t('reports.total'), '', ...figures(totals)]
  )
}

export function tableExport(report: TableReport, currency: string): CsvExport {
  const figures = (row: TableFigures) => [
    row.orders,
    row.covers,
    csvAmount(row.revenueCents),
    row.averageSeatedMinutes,
    csvHundredths(row.turnsHundredths),
  ]
  return exportOf(
    'tables',
    report,
    [
      label('table'),
      label('area'),
      label('orders'),
      label('covers'),
      money('revenue', currency),
      label('average_seated_minutes'),
      label('turns_per_day'),
    ],
    report.tables,
    (row) => [row.name, row.area, ...figures(row)],
    (totals) => [t('reports.total'), '', ...figures(totals)]
  )
}

export function waiterExport(report: WaiterReport, currency: string): CsvExport {
  const figures = (row: WaiterFigures) => [
    row.orders,
    row.covers,
    csvAmount(row.salesCents),
    csvAmount(row.averageTicketCents),
    csvAmount(row.tipsCents),
  ]
  return exportOf(
    'waiters',
    report,
    [
      label('waiter'),
      label('orders'),
      label('covers'),
      money('sales', currency),
      money('average_ticket', currency),
      money('tips', currency),
    ],
    report.waiters,
    (row) => [row.name, ...figures(row)],
    (totals) => [t('reports.total'), ...figures(totals)]
  )
}

export function reservationExport(report: ReservationReport): CsvExport {
  const figures = (row: ReservationFigures) => [
    row.reservations,
    row.booked,
    row.seated,
    row.completed,
    row.cancelled,
    row.no_show,
    row.covers,
    percent(row.noShowRateBp),
  ]
  return exportOf(
    'reservations',
    report,
    [
      label('date'),
      label('reservations'),
      label('status.booked'),
      label('status.seated'),
      label('status.completed'),
      label('status.cancelled'),
      label('status.no_show'),
      label('covers'),
      label('no_show_rate_percent'),
    ],
    report.days,
    (day) => [day.day, ...figures(day)],
    (totals) => [t('reports.total'), ...figures(totals)]
  )
}
