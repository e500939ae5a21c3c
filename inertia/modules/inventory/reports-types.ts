/* The shapes the inventory dashboard and report screens receive, exactly as app/queries/inventory produces them. */
import type { MovementKind, MovementRow, StockUnit } from '@/modules/inventory/types'

export type InventoryTiles = {
  today: string
  stockValueCents: number
  activeProducts: number
  lowStock: number
  negativeStock: number
  openOrders: { draft: number; ordered: number; partiallyReceived: number }
  consumption: { from: string; valueCents: number }
}

export type InventoryDashboard = InventoryTiles & {
  lowStockList: {
    id: number
    sku: string
    name: string
    unit: StockUnit
    onHand: string
    reorderPoint: string
  }[]
  openOrderList: {
    id: number
    number: string
    status: 'ordered' | 'partially_received'
    supplierName: string
    expectedOn: string | null
  }[]
  recentMovements: {
    id: number
    occurredAt: string
    kind: MovementKind
    reason: string | null
    quantity: string
    valueCents: number
    reference: string | null
    productId: number
    sku: string
    name: string
    unit: StockUnit
  }[]
  topConsumed: {
    productId: number
    sku: string
    name: string
    unit: StockUnit
    quantity: string
    valueCents: number
  }[]
}

export type ReportCategoryOption = {
  id: number
  name: string
  parentId: number | null
  label: string
}
export type ReportProductOption = { id: number; sku: string; name: string; unit: StockUnit }

export type CurrentStockRow = {
  productId: number
  sku: string
  name: string
  unit: StockUnit
  active: boolean
  categoryId: number
  categoryName: string
  quantity: string
  averageCostCents: string
  valueCents: number
}
export type CurrentStockCategory = {
  categoryId: number
  name: string
  products: number
  valueCents: number
  shareBp: number
}
export type CurrentStockReport = {
  asOf: string
  categories: CurrentStockCategory[]
  products: CurrentStockRow[]
  pages: { current: number; last: number; perPage: number; total: number }
  totals: { products: number; valueCents: number; negative: number }
}

export type Balance = { quantity: string; valueCents: number; averageCostCents: string }
export type KardexReport = {
  product: {
    id: number
    sku: string
    name: string
    unit: StockUnit
    category: string
    onHand: string
    stockValueCents: number
  }
  days: { day: string; quantity: string; valueCents: number }[]
}

/* The Movements screen's stock card, lines as its MovementRow. */
export type KardexCard = {
  opening: Balance
  carried: Balance
  closing: Balance
  totals: {
    inQuantity: string
    outQuantity: string
    inValueCents: number
    outValueCents: number
    lines: number
  }
  lines: MovementRow[]
  pages: { current: number; last: number; perPage: number }
}

export type ReportPeriod = 'day' | 'week' | 'month'
export type ValueFigures = {
  movements: number
  inCents: number
  outCents: number
  netCents: number
}
export type MovementsReport = {
  from: string
  to: string
  period: ReportPeriod
  byKind: (ValueFigures & { kind: MovementKind })[]
  periods: (ValueFigures & { start: string })[]
  products: (ValueFigures & {
    productId: number
    sku: string
    name: string
    unit: StockUnit
    inQuantity: string
    outQuantity: string
    netQuantity: string
  })[]
  productCount: number
  totals: ValueFigures
}
