/* The shapes the restaurant screens receive: the server's own types where it names them, read from its declarations. */
import type { Data } from '~generated/data'
import type { StockUnit as ServerStockUnit } from '#enums/inventory/stock_unit'
import type { MenuStation as ServerMenuStation } from '#enums/restaurant/menu_station'
import type { ReservationStatus as ServerReservationStatus } from '#enums/restaurant/reservation_status'
import type { TableShape as ServerTableShape } from '#enums/restaurant/table_shape'
import type { TableStatus as ServerTableStatus } from '#enums/restaurant/table_status'
import type { BoardOrder } from '#queries/restaurant/table_board'
import type { Costing as ServerCosting, IngredientRow } from '#queries/restaurant/menu_costs'
import type { MenuItemRow as ServerMenuItemRow } from '#queries/restaurant/menu_query'
import type { ReservationRow as ServerReservationRow } from '#queries/restaurant/reservation_query'
import type { MenuFilters as ServerMenuFilters } from '#validators/restaurant/menu'
import type { ReservationFilters as ServerReservationFilters } from '#validators/restaurant/reservations'
import type { TableFilters as ServerTableFilters } from '#validators/restaurant/tables'

export type TableStatus = ServerTableStatus
export type TableShape = ServerTableShape

export type FloorPlan = { width: number; height: number; minSize: number; maxSize: number }

/** A party at a table; the reservation's id, code and customer only with restaurant.reservations.view. */
export type BoardReservation = {
  partySize: number
  startsAt: string
  endsAt: string
  seatedAt: string | null
  id?: number
  code?: string
  customerName?: string
}

export type BoardTable = {
  id: number
  name: string
  area: string
  seats: number
  shape: TableShape
  x: number
  y: number
  width: number
  height: number
  isActive: boolean
  status: TableStatus
  needsCleaningSince: string | null
  seated: BoardReservation | null
  next: BoardReservation | null
  /** The order in service at the table. */
  order: BoardOrder | null
  /** Since when the table is taken (its order's opening, or its party's seating). */
  seatedSince: string | null
}

export type TableFilters = ServerTableFilters

export type EditableTable = Data.Restaurant.Table.Variants['forEdit']

export type Placement = { x: number; y: number; width: number; height: number }

export type ReservationStatus = ServerReservationStatus

export type ReservationRow = ServerReservationRow

export type ReservationDetail = ReservationRow & {
  lockVersion: number
  date: string
  time: string
  seatedAt: string | null
  completedAt: string | null
  createdAt: string
}

export type ReservationFilters = ServerReservationFilters

export type TableOption = { id: number; name: string; area: string; seats: number }

export type ReservationDay = {
  date: string
  startsAt: string
  endsAt: string
  tables: TableOption[]
  reservations: ReservationRow[]
}

export type CustomerOption = { id: number; name: string; phone: string; email: string | null }

export type MenuStation = ServerMenuStation

export type MenuCategoryRow = {
  id: number
  name: string
  sortOrder: number
  station: MenuStation
  isActive: boolean
  itemsCount: number
}

export type CategoryOption = { id: number; name: string; station: MenuStation; isActive: boolean }

export type Costing = ServerCosting

export type MenuItemRow = ServerMenuItemRow

export type MenuFilters = ServerMenuFilters

export type StockUnit = ServerStockUnit

export type ProductOption = {
  id: number
  sku: string
  name: string
  unit: StockUnit
  units: StockUnit[]
  averageCostCents: string
}

export type Ingredient = IngredientRow

export type EditableMenuItem = {
  id: number
  name: string
  categoryId: number
  description: string
  priceCents: number
  preparationMinutes: number
  isAvailable: boolean
  isActive: boolean
}

export type ComboRow = {
  id: number
  name: string
  description: string
  priceCents: number
  isActive: boolean
  itemsCount: number
  costCents: number | null
  marginCents: number | null
}

export type EditableCombo = {
  id: number
  name: string
  description: string
  priceCents: number
  isActive: boolean
}

export type ComboLine = {
  menuItemId: number
  name: string
  quantity: number
  priceCents: number
  costCents: number | null
}

export type ComboItemOption = {
  id: number
  name: string
  categoryName: string
  priceCents: number
  isActive: boolean
  costCents: number | null
}
