import type { HttpContext } from '@adonisjs/core/http'
import RestaurantReportPolicy from '#policies/restaurant/report_policy'
import { salesReport } from '#queries/restaurant/reports/sales_report'
import { productReport } from '#queries/restaurant/reports/product_report'
import { tableReport } from '#queries/restaurant/reports/table_report'
import { waiterReport } from '#queries/restaurant/reports/waiter_report'
import { reservationReport } from '#queries/restaurant/reports/reservation_report'
import {
  productExport,
  reservationExport,
  salesExport,
  tableExport,
  waiterExport,
} from '#queries/restaurant/reports/exports'
import type { CsvExport } from '#services/csv'
import {
  defaultReportRange,
  readReportRange,
  reportPresets,
  type ReportPresetKey,
} from '#validators/report_range'
import { streamCsv } from '#services/csv'
import { appCurrency } from '#services/money'
import { appToday } from '#services/clock'

/*
| The restaurant's reports (reports.view.restaurant, asked of the report
| policy). Each page reads its range from the query string; a broken range
| shows the default one (the last 30 days) with the message next to the
| field. Its CSV twin streams the same table.
*/
const PRESETS: ReportPresetKey[] = [
  'last_7',
  'last_30',
  'last_90',
  'this_month',
  'year_to_date',
  'last_365',
]

async function rangeOf({ request, bouncer }: HttpContext) {
  await bouncer.with(RestaurantReportPolicy).authorize('view')
  const today = appToday()
  const { range, errors } = await readReportRange(request.qs(), today)
  return {
    range,
    common: {
      range,
      rangeErrors: errors,
      presets: reportPresets(today, PRESETS),
      currency: appCurrency(),
    },
  }
}

const download = (response: HttpContext['response'], csv: CsvExport) =>
  streamCsv(response, csv.filename, csv.header, csv.rows)

export default class ReportsController {
  /** The five reports with their headline figures over the last 30 days. */
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(RestaurantReportPolicy).authorize('view')
    const range = defaultReportRange()
    const sales = await salesReport(range)
    const products = await productReport(range)
    const tables = await tableReport(range)
    const waiters = await waiterReport(range)
    const reservations = await reservationReport(range)
    const topProduct = products.products.find((product) => product.revenueCents > 0)
    const topWaiter = waiters.waiters.find((waiter) => waiter.salesCents > 0)
    return inertia.render('Restaurant/Reports/Index', {
      range,
      currency: appCurrency(),
      headlines: {
        netSalesCents: sales.totals.netCents,
        averageTicketCents: sales.totals.averageTicketCents,
        topProduct: topProduct
          ? { name: topProduct.name, revenueCents: topProduct.revenueCents }
          : null,
        marginBp: products.totals.marginBp,
        turnsHundredths: tables.totals.turnsHundredths,
        topWaiter: topWaiter ? { name: topWaiter.name, salesCents: topWaiter.salesCents } : null,
        covers: reservations.totals.covers,
        noShowRateBp: reservations.totals.noShowRateBp,
      },
    })
  }

  async sales(ctx: HttpContext) {
    const { range, common } = await rangeOf(ctx)
    return ctx.inertia.render('Restaurant/Reports/Sales', {
      ...common,
      report: await salesReport(range),
    })
  }

  async salesCsv(ctx: HttpContext) {
    const { range } = await rangeOf(ctx)
    download(ctx.response, salesExport(await salesReport(range), appCurrency()))
  }

  async products(ctx: HttpContext) {
    const { range, common } = await rangeOf(ctx)
    return ctx.inertia.render('Restaurant/Reports/Products', {
      ...common,
      report: await productReport(range),
    })
  }

  async productsCsv(ctx: HttpContext) {
    const { range } = await rangeOf(ctx)
    download(ctx.response, productExport(await productReport(range), appCurrency()))
  }

  async tables(ctx: HttpContext) {
    const { range, common } = await rangeOf(ctx)
    return ctx.inertia.render('Restaurant/Reports/Tables', {
      ...common,
      report: await tableReport(range),
    })
  }

  async tablesCsv(ctx: HttpContext) {
    const { range } = await rangeOf(ctx)
    download(ctx.response, tableExport(await tableReport(range), appCurrency()))
  }

  async waiters(ctx: HttpContext) {
    const { range, common } = await rangeOf(ctx)
    return ctx.inertia.render('Restaurant/Reports/Waiters', {
      ...common,
      report: await waiterReport(range),
    })
  }

  async waitersCsv(ctx: HttpContext) {
    const { range } = await rangeOf(ctx)
    download(ctx.response, waiterExport(await waiterReport(range), appCurrency()))
  }

  async reservations(ctx: HttpContext) {
    const { range, common } = await rangeOf(ctx)
    return ctx.inertia.render('Restaurant/Reports/Reservations', {
      ...common,
      report: await reservationReport(range),
    })
  }

  async reservationsCsv(ctx: HttpContext) {
    const { range } = await rangeOf(ctx)
    download(ctx.response, reservationExport(await reservationReport(range)))
  }
}
