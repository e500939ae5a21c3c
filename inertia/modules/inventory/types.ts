/* The shapes the inventory screens receive: the server's own types, read from its declarations. */
import type { Data } from '~generated/data'
import type {
  AdjustmentReason as ServerAdjustmentReason,
  MovementKind as ServerMovementKind,
} from '#enums/inventory/movement_kind'
import type { StockUnit as ServerStockUnit } from '#enums/inventory/stock_unit'
import type { CategoryFilters as ServerCategoryFilters } from '#validators/inventory/categories'
import type { ProductFilters as ServerProductFilters } from '#validators/inventory/products'
import type { SupplierFilters as ServerSupplierFilters } from '#validators/inventory/suppliers'

type Category = Data.Inventory.Category.Variants
type SupplierVariants = Data.Inventory.Supplier.Variants
type Product = Data.Inventory.Product.Variants

export type StockUnit = ServerStockUnit
export type MovementKind = ServerMovementKind
export type AdjustmentReason = ServerAdjustmentReason
export type Direction = 'asc' | 'desc'

export type CategoryRow = Category['forIndex']
export type EditableCategory = Category['forEdit']
export type ParentOption = { id: number; name: string }
export type CategoryOption = { id: number; name: string; parentId: number | null; label: string }
export type CategoryFilters = ServerCategoryFilters

export type Supplier = SupplierVariants['forShow']
export type SupplierRow = SupplierVariants['forIndex']
export type SupplierOption = { id: number; name: string; active: boolean }
export type SupplierFilters = ServerSupplierFilters

export type ProductRow = Product['forIndex']
export type ProductDetail = Product['forShow']
export type EditableProduct = Product['forEdit']
export type ProductFilters = ServerProductFilters

export type ProductOption = {
  id: number
  sku: string
  name: string
  unit: StockUnit
  onHand: string
}

export type MovementRow = Data.Inventory.Movement.Variants['forList']
