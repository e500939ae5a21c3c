import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/inventory/product'
import { MOVEMENT_KINDS } from '#enums/inventory/movement_kind'
import { currentStockReport } from '#queries/inventory/current_stock'
import { kardexReport } from '#queries/inventory/kardex_report'
import { movementsReport, REPORT_PERIODS } from '#queries/inventory/movements_report'
import { inventoryHeadlines } from '#queries/inventory/dashboard'
import {
  currentStockExport,
  kardexExport,
  movementsExport,
} from '#queries/inventory/report_exports'
import { categoryOptions } from '#queries/inventory/category_query'
import { productOptions } from '#queries/inventory/product_query'
import { readAsOfReport, readRangeReport } from '#validators/inventory/reports'
import type { CsvExport } from '#services/csv'
import MovementTransformer from '#transformers/inventory/movement_transformer'
import { streamCsv } from '#services/csv'
import { appCurrency } from '#services/money'

/*
| The inventory reports (the routes require reports.view.inventory). Each page
| reads its dates and filters from the query string; broken dates show the
| default with the message next to the field. Its CSV twin streams the same
| selection in full.
*/
const download = (response: HttpContext['response'], csv: CsvExport) =>
  streamCsv(response, csv.filename, csv.header, csv.rows)

/** The product a Kardex is for: the one asked for, else the first active product. */
async function kardexProduct(id: number | null) {
  const asked = id ? await Product.find(id) : null
  return asked ?? (await Product.query().where('active', true).orderBy('name').first())
}

export default class ReportsController {
  async index({ inertia }: HttpContext) {
    return inertia.render('Inventory/Reports/Index', {
      headlines: await inventoryHeadlines(),
      currency: appCurrency(),
    })
  }

  async currentStock({ inertia, request }: HttpContext) {
    const { asOf, filters, common } = await readAsOfReport(request.qs())
    return inertia.render('Inventory/Reports/CurrentStock', {
      ...common,
      filters,
      categories: await categoryOptions(),
      report: await currentStockReport({ asOf, category: filters.category }, filters.page),
      currency: appCurrency(),
    })
  }

  async currentStockCsv({ request, response }: HttpContext) {
    const { asOf, filters } = await readAsOfReport(request.qs())
    download(response, currentStockExport({ asOf, category: filters.category }, appCurrency()))
  }

  async kardex({ inertia, request }: HttpContext) {
    const { range, filters, common } = await readRangeReport(request.qs())
    const product = await kardexProduct(filters.product)
    const report = product ? await kardexReport(product.id, range, filters.page) : null
    return inertia.render('Inventory/Reports/Kardex', {
      ...common,
      products: await productOptions(product?.id),
      report: report && { product: report.product, days: report.days },
      kardex: report && {
        ...report.card,
        /* Serialized here: Inertia's props type only unwraps a transformer at the top level. */
        lines: report.card.lines.map((line) => new MovementTransformer(line).forList()),
      },
      currency: appCurrency(),
    })
  }

  async kardexCsv({ request, response }: HttpContext) {
    const { range, filters } = await readRangeReport(request.qs())
    const product = await kardexProduct(filters.product)
    if (!product) return response.notFound()
    download(response, kardexExport(product, range, appCurrency()))
  }

  async movements({ inertia, request }: HttpContext) {
    const { range, filters, common } = await readRangeReport(request.qs())
    return inertia.render('Inventory/Reports/Movements', {
      ...common,
      filters: { kind: filters.kind, category: filters.category, period: filters.period },
      kinds: [...MOVEMENT_KINDS],
      periods: [...REPORT_PERIODS],
      categories: await categoryOptions(),
      report: await movementsReport({ ...range, ...filters }),
      currency: appCurrency(),
    })
  }

  async movementsCsv({ request, response }: HttpContext) {
    const { range, filters } = await readRangeReport(request.qs())
    download(response, movementsExport({ ...range, ...filters }, appCurrency()))
  }
}
