import type { HttpContext } from '@adonisjs/core/http'
import { occupancyReport } from '#queries/hotel/occupancy'
import { revenueReport } from '#queries/hotel/revenue'
import { roomTypeReport } from '#queries/hotel/room_type_report'
import { guestReport } from '#queries/hotel/guest_report'
import {
  guestExport,
  occupancyExport,
  revenueExport,
  roomTypeExport,
} from '#queries/hotel/report_exports'
import type { CsvExport } from '#services/csv'
import { defaultReportRange, readReportRange, reportPresets } from '#validators/report_range'
import { streamCsv } from '#services/csv'
import { appCurrency } from '#services/money'
import { appToday } from '#services/clock'

/*
| The hotel's reports (the routes require reports.view.hotel). Each report page
| reads its range from the query string; a broken range shows the default one
| with the message next to the field. Its CSV twin streams the same table.
*/
async function rangeOf(request: HttpContext['request']) {
  const today = appToday()
  const { range, errors } = await readReportRange(request.qs(), today)
  return {
    range,
    common: { range, rangeErrors: errors, presets: reportPresets(today), currency: appCurrency() },
  }
}

const download = (response: HttpContext['response'], csv: CsvExport) =>
  streamCsv(response, csv.filename, csv.header, csv.rows)

export default class ReportsController {
  /** The four reports with one headline figure each, over the last 30 days. */
  async index({ inertia }: HttpContext) {
    const { from, to } = defaultReportRange()
    const occupancy = await occupancyReport(from, to)
    const revenue = await revenueReport(from, to)
    const types = await roomTypeReport(from, to)
    const guests = await guestReport(from, to)
    const topType = [...types.types].sort((a, b) => b.revenueCents - a.revenueCents)[0]
    return inertia.render('Hotel/Reports/Index', {
      range: { from, to },
      currency: appCurrency(),
      headlines: {
        occupancyBp: occupancy.totals.occupancyBp,
        revenueCents: revenue.totals.revenueCents,
        adrCents: revenue.totals.adrCents,
        topRoomType:
          topType && topType.revenueCents > 0
            ? { name: topType.name, shareBp: topType.revenueShareBp }
            : null,
        guests: guests.guests,
        repeatShareBp: guests.repeatGuests.shareBp,
      },
    })
  }

  async occupancy({ inertia, request }: HttpContext) {
    const { range, common } = await rangeOf(request)
    return inertia.render('Hotel/Reports/Occupancy', {
      ...common,
      report: await occupancyReport(range.from, range.to),
    })
  }

  async occupancyCsv({ request, response }: HttpContext) {
    const { range } = await rangeOf(request)
    download(response, occupancyExport(await occupancyReport(range.from, range.to)))
  }

  async revenue({ inertia, request }: HttpContext) {
    const { range, common } = await rangeOf(request)
    return inertia.render('Hotel/Reports/Revenue', {
      ...common,
      report: await revenueReport(range.from, range.to),
    })
  }

  async revenueCsv({ request, response }: HttpContext) {
    const { range } = await rangeOf(request)
    download(response, revenueExport(await revenueReport(range.from, range.to), appCurrency()))
  }

  async roomTypes({ inertia, request }: HttpContext) {
    const { range, common } = await rangeOf(request)
    return inertia.render('Hotel/Reports/RoomTypes', {
      ...common,
      report: await roomTypeReport(range.from, range.to),
    })
  }

  async roomTypesCsv({ request, response }: HttpContext) {
    const { range } = await rangeOf(request)
    download(response, roomTypeExport(await roomTypeReport(range.from, range.to), appCurrency()))
  }

  async guests({ inertia, request }: HttpContext) {
    const { range, common } = await rangeOf(request)
    return inertia.render('Hotel/Reports/Guests', {
      ...common,
      report: await guestReport(range.from, range.to),
    })
  }

  async guestsCsv({ request, response }: HttpContext) {
    const { range } = await rangeOf(request)
    download(response, guestExport(range, appCurrency()))
  }
}
