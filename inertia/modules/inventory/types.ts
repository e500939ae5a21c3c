/* The shapes the inventory screens receive; the server's transformers produce exactly these. */
export type StockUnit = 'unit' | 'kg' | 'g' | 'l' | 'ml'
export type MovementKind =
  'purchase_receipt' | 'sale_consumption' | 'adjustment' | 'return_to_supplier'
export type AdjustmentReason = 'stocktake' | 'damage' | 'waste' | 'correction'
export type Direction = 'asc' | 'desc'

export type CategoryRow = {
  id: number
  name: string
  parentId: number | null
  description: string | null
  parent: { id: number; name: string } | null
  productsCount: number
}

export type EditableCategory = Pick<CategoryRow, 'id' | 'name' | 'parentId' | 'description'>
export type ParentOption = { id: number; name: string }
export type CategoryOption = { id: number; name: string; parentId: number | null; label: string }

export type CategoryFilters = {
  search: string
  sort: 'name' | 'products'
  direction: Direction
  page: number
  perPage: number
}

export type Supplier = {
  id: number
  name: string
  taxId: string | null
  contactName: string | null
  email: string | null
  phone: string | null
  address: string | null
  paymentTerms: string | null
  leadTimeDays: number
  active: boolean
}

export type SupplierRow = Supplier & { productsCount: number }
export type SupplierOption = { id: number; name: string; active: boolean }

export type SupplierFilters = {
  search: string
  status: '' | 'active' | 'inactive'
  sort: 'name' | 'lead_time' | 'products'
  direction: Direction
  page: number
  perPage: number
}

export type ProductFields = {
  id: number
  sku: string
  name: string
  categoryId: number
  unit: StockUnit
  purchaseUnit: string | null
  purchaseUnitFactor: string
  preferredSupplierId: number | null
  reorderPoint: string
  reorderQuantity: string
  active: boolean
  onHand: string
  stockValueCents: number
  averageCostCents: string
}

export type ProductRow = ProductFields & {
  category: { id: number; name: string } | null
  preferredSupplier: { id: number; name: string } | null
  lowStock: boolean
}

export type ProductDetail = ProductRow & {
  lockVersion: number
  createdAt: string
  updatedAt: string
}
export type EditableProduct = ProductFields & { lockVersion: number }

export type ProductFilters = {
  search: string
  category: number | null
  supplier: number | null
  stock: '' | 'low' | 'negative' | 'out'
  status: 'active' | 'inactive' | 'all'
  sort: 'sku' | 'name' | 'category' | 'on_hand' | 'value'
  direction: Direction
  page: number
  perPage: number
}

export type ProductOption = {
  id: number
  sku: string
  name: string
  unit: StockUnit
  onHand: string
}

export type MovementRow = {
  id: number
  productId: number
  kind: MovementKind
  reason: AdjustmentReason | null
  quantity: string
  unitCostCents: string
  valueCents: number
  balanceAfter: string
  valueAfterCents: number
  expectedQuantity: string | null
  countedQuantity: string | null
  referenceType: string | null
  referenceId: string | null
  referenceLabel: string | null
  note: string | null
  occurredAt: string
  product: { id: number; sku: string; name: string; unit: StockUnit } | null
  userName: string | null
}
