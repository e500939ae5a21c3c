/*
| Demo dining room: 25 tables in three areas, laid out on each area's
| 1200 × 800 floor plan (round two-tops, square four-tops, long tables for six
| or eight; high tables at the bar). Skipped when any table exists.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { TableShape } from '#enums/restaurant/table_shape'

type DemoTable = [
  name: string,
  seats: number,
  shape: TableShape,
  x: number,
  y: number,
  width: number,
  height: number,
]

const AREAS: Record<string, DemoTable[]> = {
  'Main hall': [
    ['1', 2, 'round', 60, 60, 90, 90],
    ['2', 2, 'round', 220, 60, 90, 90],
    ['3', 2, 'round', 380, 60, 90, 90],
    ['4', 4, 'square', 60, 240, 110, 110],
    ['5', 4, 'square', 240, 240, 110, 110],
    ['6', 4, 'square', 420, 240, 110, 110],
    ['7', 4, 'square', 600, 240, 110, 110],
    ['8', 6, 'rectangle', 60, 440, 220, 110],
    ['9', 6, 'rectangle', 340, 440, 220, 110],
    ['10', 8, 'rectangle', 620, 440, 300, 120],
    ['11', 4, 'round', 800, 60, 120, 120],
    ['12', 4, 'round', 980, 60, 120, 120],
  ],
  'Terrace': [
    ['T1', 2, 'round', 60, 60, 90, 90],
    ['T2', 2, 'round', 220, 60, 90, 90],
    ['T3', 2, 'round', 380, 60, 90, 90],
    ['T4', 4, 'square', 60, 240, 110, 110],
    ['T5', 4, 'square', 240, 240, 110, 110],
    ['T6', 4, 'square', 420, 240, 110, 110],
    ['T7', 6, 'rectangle', 600, 60, 220, 110],
    ['T8', 6, 'rectangle', 600, 240, 220, 110],
  ],
  'Bar': [
    ['B1', 2, 'round', 60, 60, 80, 80],
    ['B2', 2, 'round', 200, 60, 80, 80],
    ['B3', 2, 'round', 340, 60, 80, 80],
    ['B4', 4, 'square', 60, 220, 110, 110],
    ['B5', 4, 'square', 240, 220, 110, 110],
  ],
}

export async function seedRestaurantTables(client: QueryClientContract) {
  if (await client.from('restaurant_tables').first()) return
  const now = new Date()
  await client.table('restaurant_tables').multiInsert(
    Object.entries(AREAS).flatMap(([area, tables]) =>
      tables.map(([name, seats, shape, x, y, width, height]) => ({
        name,
        area,
        seats,
        shape,
        pos_x: x,
        pos_y: y,
        width,
        height,
        is_active: true,
        created_at: now,
        updated_at: now,
      }))
    )
  )
}
