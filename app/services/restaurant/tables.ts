/* What the table actions share: the event's subject and fields, and where a table may go. */
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type RestaurantTable from '#models/restaurant/restaurant_table'
import type { TableShape } from '#enums/restaurant/table_shape'
import { FLOOR_PLAN } from '#enums/restaurant/floor_plan'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import type { createTableValidator } from '#validators/restaurant/tables'

export type TableData = Infer<typeof createTableValidator>
export type Placement = { x: number; y: number; width: number; height: number }

export function tableSubject(table: Pick<RestaurantTable, 'id' | 'name'>) {
  return {
    type: 'restaurant_table',
    id: table.id,
    label: t('restaurant.tables.label', { name: table.name }),
  }
}

export function tableFields(table: RestaurantTable) {
  return {
    name: table.name,
    area: table.area,
    seats: table.seats,
    shape: table.shape,
    isActive: table.isActive,
    ...layoutFields(table),
  }
}

export function layoutFields(table: Pick<RestaurantTable, 'posX' | 'posY' | 'width' | 'height'>) {
  return { x: table.posX, y: table.posY, width: table.width, height: table.height }
}

const DEFAULT_SIZES: Record<TableShape, { width: number; height: number }> = {
  round: { width: 80, height: 80 },
  square: { width: 80, height: 80 },
  rectangle: { width: 160, height: 80 },
}

/** A place must lie on the plan; the message names the edge it crosses. */
export function assertOnPlan(place: Placement) {
  if (place.x + place.width > FLOOR_PLAN.width)
    throw new InvalidInputError(
      t('restaurant.tables.past_right_edge', { width: FLOOR_PLAN.width }),
      {
        field: 'x',
      }
    )
  if (place.y + place.height > FLOOR_PLAN.height)
    throw new InvalidInputError(
      t('restaurant.tables.past_bottom_edge', { height: FLOOR_PLAN.height }),
      { field: 'y' }
    )
}

const GAP = 20

/**
 * Where a new table goes when no position is given: the first spot, row by row
 * on a 20-unit grid, that keeps a gap from every table already in the area.
 */
export async function firstFreeSpot(
  trx: TransactionClientContract,
  area: string,
  size: { width: number; height: number }
) {
  const taken: { pos_x: number; pos_y: number; width: number; height: number }[] = await trx
    .from('restaurant_tables')
    .where('area', area)
    .select('pos_x', 'pos_y', 'width', 'height')
  const clear = (x: number, y: number) =>
    taken.every(
      (other) =>
        x + size.width + GAP <= other.pos_x ||
        other.pos_x + other.width + GAP <= x ||
        y + size.height + GAP <= other.pos_y ||
        other.pos_y + other.height + GAP <= y
    )
  for (let y = GAP; y + size.height <= FLOOR_PLAN.height; y += GAP)
    for (let x = GAP; x + size.width <= FLOOR_PLAN.width; x += GAP) if (clear(x, y)) return { x, y }
  return { x: 0, y: 0 }
}

/** The place a form asks for, with defaults for what it left blank. */
export async function requestedPlacement(
  trx: TransactionClientContract,
  data: TableData,
  current?: Placement
): Promise<Placement> {
  const size = {
    width: data.width ?? current?.width ?? DEFAULT_SIZES[data.shape].width,
    height: data.height ?? current?.height ?? DEFAULT_SIZES[data.shape].height,
  }
  if (data.x !== undefined && data.y !== undefined) return { x: data.x, y: data.y, ...size }
  if (current) return { x: data.x ?? current.x, y: data.y ?? current.y, ...size }
  return { ...(await firstFreeSpot(trx, data.area, size)), ...size }
}
