/* The shapes the inventory dashboard and report screens receive, as app/queries/inventory produces them. */
import type { MovementRow, StockUnit } from '@/modules/inventory/types'
import type {
  CurrentStockCategory as ServerCurrentStockCategory,
  CurrentStockReport as ServerCurrentStockReport,
  CurrentStockRow as ServerCurrentStockRow,
} from '#queries/inventory/current_stock'
import type {
  InventoryDashboard as ServerInventoryDashboard,
  InventoryHeadlines,
} from '#queries/inventory/dashboard'
import type { KardexBalance } from '#queries/inventory/kardex'
import type {
  MovementsReport as ServerMovementsReport,
  ReportPeriod as ServerReportPeriod,
  ValueFigures as ServerValueFigures,
} from '#queries/inventory/movements_report'

export type InventoryTiles = InventoryHeadlines
export type InventoryDashboard = ServerInventoryDashboard

export type ReportCategoryOption = {
  id: number
  name: string
  parentId: number | null
  label: string
}
export type ReportProductOption = { id: number; sku: string; name: string; unit: StockUnit }

export type CurrentStockRow = ServerCurrentStockRow
export type CurrentStockCategory = ServerCurrentStockCategory
export type CurrentStockReport = ServerCurrentStockReport

export type Balance = KardexBalance
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

export type ReportPeriod = ServerReportPeriod
export type ValueFigures = ServerValueFigures
export type MovementsReport = ServerMovementsReport
