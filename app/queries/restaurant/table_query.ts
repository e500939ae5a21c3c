import db from '@adonisjs/lucid/services/db'
import { tableBoard } from '#queries/restaurant/table_board'
import type { TableFilters } from '#validators/restaurant/tables'

/** The areas tables are in, in the order the floor map shows them. */
export async function areasInUse(options: { activeOnly?: boolean } = {}): Promise<string[]> {
  const query = db.from('restaurant_tables').distinct('area').orderBy('area')
  if (options.activeOnly) query.where('is_active', true)
  const rows: { area: string }[] = await query
  return rows.map((row) => row.area)
}

/** The Tables list: every table with its live status, filtered by area and active. */
export async function listTables(filters: TableFilters) {
  const tables = await tableBoard({ includeInactive: true })
  return tables.filter(
    (table) =>
      (!filters.area || table.area === filters.area) &&
      (!filters.active || table.isActive === (filters.active === 'yes'))
  )
}
