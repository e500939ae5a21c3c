/* The shapes the restaurant screens receive; the server's queries and transformers produce exactly these. */
export type TableStatus = 'free' | 'occupied' | 'reserved' | 'needs_cleaning'
export type TableShape = 'round' | 'square' | 'rectangle'

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
}

export type TableFilters = { area: string; active: '' | 'yes' | 'no' }

export type EditableTable = {
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
}

export type Placement = { x: number; y: number; width: number; height: number }

export type ReservationStatus = 'booked' | 'seated' | 'completed' | 'cancelled' | 'no_show'

export type ReservationRow = {
  id: number
  code: string
  status: ReservationStatus
  partySize: number
  startsAt: string
  endsAt: string
  durationMinutes: number
  notes: string
  customer: { id: number; name: string; phone: string }
  table: { id: number; name: string; area: string } | null
}

export type ReservationDetail = ReservationRow & {
  lockVersion: number
  date: string
  time: string
  seatedAt: string | null
  completedAt: string | null
  createdAt: string
}

export type ReservationFilters = {
  view: 'list' | 'day'
  date: string
  dateGiven: boolean
  status: '' | ReservationStatus
  search: string
  when: 'upcoming' | 'past' | 'all'
  page: number
  perPage: number
}

export type TableOption = { id: number; name: string; area: string; seats: number }

export type ReservationDay = {
  date: string
  startsAt: string
  endsAt: string
  tables: TableOption[]
  reservations: ReservationRow[]
}

export type CustomerOption = { id: number; name: string; phone: string; email: string | null }

export type MenuStation = 'kitchen' | 'bar'

export type MenuCategoryRow = {
  id: number
  name: string
  sortOrder: number
  station: MenuStation
  isActive: boolean
  itemsCount: number
}

export type CategoryOption = { id: number; name: string; station: MenuStation; isActive: boolean }

export type Costing = {
  costCents: number
  marginCents: number
  marginBasisPoints: number | null
  complete: boolean
  hasRecipe: boolean
}

export type MenuItemRow = {
  id: number
  name: string
  description: string
  categoryId: number
  categoryName: string
  station: MenuStation
  priceCents: number
  preparationMinutes: number
  isAvailable: boolean
  isActive: boolean
  costing: Costing | null
}

export type MenuFilters = {
  search: string
  category: number | null
  availability: '' | 'available' | 'sold_out' | 'inactive'
}

export type StockUnit = 'unit' | 'kg' | 'g' | 'l' | 'ml'

export type ProductOption = {
  id: number
  sku: string
  name: string
  unit: StockUnit
  units: StockUnit[]
  averageCostCents: string
}

export type Ingredient = {
  productId: number
  sku: string
  name: string
  quantity: string
  unit: StockUnit
  productUnit: StockUnit
  averageCostCents: string
  costCents: number
}

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
