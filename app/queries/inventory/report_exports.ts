/*
| What each inventory report's "Export CSV" holds, streamed: the current stock
| of every listed product, every line of a Kardex, every movement of a range.
| Headers are in the user's language; amounts are plain decimals in the
| installation's currency (named in the header), quantities and times in the one
| CSV format of #services/csv (2.50, 2.500, 2026-11-27 14:05 in APP_TZ). Long exports are read a page at a
| time (keyset on occurred_at, id) while the response streams.
*/
import db from '@adonisjs/lucid/services/db'
import StockMovement from '#models/inventory/stock_movement'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import {
  csvAmount,
  csvDate,
  csvQuantity,
  csvTime,
  csvTimeHeader,
  csvUnitCost,
  type CsvValue,
} from '#services/csv'
import { t } from '#services/i18n'
import { currentStockRows, type CurrentStockFilters } from '#queries/inventory/current_stock'
import { balanceBefore } from '#queries/inventory/kardex'
import { endOfDay, startOfDay } from '#queries/inventory/movement_query'
import type { MovementsFilters } from '#queries/inventory/movements_report'
import type { CsvExport } from '#services/csv'
import type { ReportRange } from '#validators/report_range'

const PAGE = 1000

const money = (key: string, currency: string) => `${t(key)} (${currency})`
const kindLabel = (kind: string, reason: string | null) =>
  reason
    ? `${t(`inventory.kinds.${kind}`)} · ${t(`inventory.reasons.${reason}`)}`
    : t(`inventory.kinds.${kind}`)

export function currentStockExport(filters: CurrentStockFilters, currency: string): CsvExport {
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for (const row of await currentStockRows(filters)) {
      yield [
        row.categoryName,
        row.sku,
        row.name,
        t(`inventory.units.${row.unit}`),
        csvQuantity(row.quantity),
        csvUnitCost(row.averageCostCents),
        csvAmount(row.valueCents),
      ]
    }
  }
  return {
    filename: `current-stock-${filters.asOf}.csv`,
    header: [
      t('inventory.reports.category'),
      t('inventory.reports.sku'),
      t('inventory.reports.product'),
      t('inventory.reports.unit'),
      t('inventory.reports.quantity'),
      money('inventory.reports.average_cost', currency),
      money('inventory.reports.value', currency),
    ],
    rows: rows(),
  }
}

/** Movements of the scope in ledger order, a page at a time. */
async function* movementPages(
  scope: () => ModelQueryBuilderContract<typeof StockMovement, StockMovement>
): AsyncGenerator<StockMovement> {
  let after: { occurredAt: string; id: number } | null = null
  for (;;) {
    const query = scope().orderBy('occurred_at').orderBy('id').limit(PAGE)
    if (after)
      query.whereRaw('(occurred_at, id) > (?::timestamptz, ?)', [after.occurredAt, after.id])
    const page = await query
    for (const movement of page) yield movement
    if (page.length < PAGE) return
    const last = page[page.length - 1]
    /* Microseconds kept: the database compares the exact instant it stored. */
    const [row] = await db
      .from('stock_movements')
      .where('id', last.id)
      .select(
        db.raw(`to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`)
      )
    after = { occurredAt: row.at, id: last.id }
  }
}

export function kardexExport(
  product: { id: number; sku: string },
  range: ReportRange,
  currency: string
): CsvExport {
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const opening = await balanceBefore(product.id, startOfDay(range.from))
    yield [
      csvDate(range.from),
      t('inventory.reports.opening'),
      '',
      '',
      '',
      '',
      '',
      '',
      csvQuantity(opening.quantity),
      csvAmount(opening.valueCents),
      '',
      '',
    ]
    const lines = movementPages(() =>
      StockMovement.query()
        .where('product_id', product.id)
        .where('occurred_at', '>=', startOfDay(range.from))
        .where('occurred_at', '<', endOfDay(range.to))
        .preload('user')
    )
    for await (const line of lines) {
      const entering = !line.quantity.startsWith('-')
      yield [
        csvTime(line.occurredAt),
        kindLabel(line.kind, line.reason),
        line.referenceLabel ?? line.referenceId ?? '',
        entering ? csvQuantity(line.quantity) : '',
        entering ? '' : csvQuantity(line.quantity.slice(1)),
        csvUnitCost(line.unitCostCents),
        entering ? csvAmount(line.valueCents) : '',
        entering ? '' : csvAmount(-line.valueCents),
        csvQuantity(line.balanceAfter),
        csvAmount(line.valueAfterCents),
        line.user?.fullName ?? '',
        line.note ?? '',
      ]
    }
    const closing = await balanceBefore(product.id, endOfDay(range.to))
    yield [
      csvDate(range.to),
      t('inventory.reports.closing'),
      '',
      '',
      '',
      '',
      '',
      '',
      csvQuantity(closing.quantity),
      csvAmount(closing.valueCents),
      '',
      '',
    ]
  }
  return {
    filename: `kardex-${product.sku}-${range.from}-${range.to}.csv`,
    header: [
      csvTimeHeader(t('inventory.reports.when')),
      t('inventory.reports.kind'),
      t('inventory.reports.reference'),
      t('inventory.reports.in'),
      t('inventory.reports.out'),
      money('inventory.reports.unit_cost', currency),
      money('inventory.reports.value_in', currency),
      money('inventory.reports.value_out', currency),
      t('inventory.reports.balance'),
      money('inventory.reports.balance_value', currency),
      t('inventory.reports.user'),
      t('inventory.reports.note'),
    ],
    rows: rows(),
  }
}

export function movementsExport(filters: MovementsFilters, currency: string): CsvExport {
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const lines = movementPages(() => {
      const query = StockMovement.query()
        .where('occurred_at', '>=', startOfDay(filters.from))
        .where('occurred_at', '<', endOfDay(filters.to))
        .preload('product', (product) => product.preload('category'))
        .preload('user')
      if (filters.kind) query.where('kind', filters.kind)
      if (filters.category)
        query.whereIn(
          'product_id',
          db
            .from('products as p')
            .join('inventory_categories as c', 'c.id', 'p.category_id')
            .where((match) =>
              match.where('c.id', filters.category!).orWhere('c.parent_id', filters.category!)
            )
            .select('p.id')
        )
      return query
    })
    for await (const movement of lines) {
      yield [
        csvTime(movement.occurredAt),
        movement.product.sku,
        movement.product.name,
        movement.product.category.name,
        kindLabel(movement.kind, movement.reason),
        csvQuantity(movement.quantity),
        t(`inventory.units.${movement.product.unit}`),
        csvUnitCost(movement.unitCostCents),
        csvAmount(movement.valueCents),
        movement.referenceLabel ?? movement.referenceId ?? '',
        movement.user?.fullName ?? '',
      ]
    }
  }
  return {
    filename: `movements-${filters.from}-${filters.to}.csv`,
    header: [
      csvTimeHeader(t('inventory.reports.when')),
      t('inventory.reports.sku'),
      t('inventory.reports.product'),
      t('inventory.reports.category'),
      t('inventory.reports.kind'),
      t('inventory.reports.quantity'),
      t('inventory.reports.unit'),
      money('inventory.reports.unit_cost', currency),
      money('inventory.reports.value', currency),
      t('inventory.reports.reference'),
      t('inventory.reports.user'),
    ],
    rows: rows(),
  }
}
