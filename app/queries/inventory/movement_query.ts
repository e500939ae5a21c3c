import { DateTime } from 'luxon'
import StockMovement from '#models/inventory/stock_movement'
import { linkPages } from '#queries/list_page'
import { MOVEMENTS_PER_PAGE, type MovementFilters } from '#validators/inventory/movements'
import { appZone } from '#services/clock'

/** The first instant of a calendar day in the installation's time zone, as a UTC timestamp. */
export function startOfDay(iso: string) {
  return DateTime.fromISO(iso, { zone: appZone() }).startOf('day').toUTC().toISO()!
}

/** The first instant after a calendar day ends. */
export function endOfDay(iso: string) {
  return DateTime.fromISO(iso, { zone: appZone() })
    .plus({ days: 1 })
    .startOf('day')
    .toUTC()
    .toISO()!
}

/** The ledger, newest first: by product, kind and day range, one page at a time. */
export async function listMovements(filters: MovementFilters) {
  const query = StockMovement.query()
    .preload('product')
    .preload('user')
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
  if (filters.product) query.where('product_id', filters.product)
  if (filters.kind) query.where('kind', filters.kind)
  if (filters.from) query.where('occurred_at', '>=', startOfDay(filters.from))
  if (filters.to) query.where('occurred_at', '<', endOfDay(filters.to))
  const page = await query.paginate(filters.page, filters.perPage)
  return linkPages(
    page,
    'inventory.movements.index',
    {
      product: filters.product,
      kind: filters.kind,
      from: filters.from,
      to: filters.to,
      per_page: filters.perPage,
    },
    { per_page: MOVEMENTS_PER_PAGE }
  )
}
