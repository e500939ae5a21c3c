/* The shapes the restaurant report screens receive: the server's queries' own types. */
export type {
  CategorySales,
  MethodSales,
  SalesDay,
  SalesFigures,
  SalesHour,
  SalesReport,
} from '#queries/restaurant/reports/sales_report'
export type { ProductReport, ProductRow } from '#queries/restaurant/reports/product_report'
export type { TableReport, TableRow } from '#queries/restaurant/reports/table_report'
export type { WaiterReport, WaiterRow } from '#queries/restaurant/reports/waiter_report'
export type {
  ReservationDay,
  ReservationReport,
  StatusRow,
} from '#queries/restaurant/reports/reservation_report'

export type ReportHeadlines = {
  netSalesCents: number
  averageTicketCents: number
  topProduct: { name: string; revenueCents: number } | null
  marginBp: number | null
  turnsHundredths: number
  topWaiter: { name: string; salesCents: number } | null
  covers: number
  noShowRateBp: number
}
