/* The shapes the purchase order screens receive, exactly as app/queries/inventory/purchase_orders.ts produces them. */
import type { PaginationMeta } from '@/lib/pagination'
import type { StockUnit } from '@/modules/inventory/types'

export type PurchaseOrderStatus =
  'draft' | 'ordered' | 'partially_received' | 'received' | 'cancelled'

export type PurchaseOrderRow = {
  id: number
  number: string
  status: PurchaseOrderStatus
  supplierId: number
  supplierName: string
  expectedOn: string | null
  createdAt: string
  orderedAt: string | null
  lineCount: number
  totalCents: number
}

export type PurchaseOrderFilters = {
  status: '' | PurchaseOrderStatus
  supplier: number | null
  search: string
  page: number
  perPage: number
}

export type PurchaseOrderList = { data: PurchaseOrderRow[]; metadata: PaginationMeta }

export type PurchaseOrderLine = {
  id: number
  productId: number
  sku: string
  name: string
  stockUnit: StockUnit
  quantity: string
  purchaseUnit: string
  unitFactor: string
  stockQuantity: string
  unitCostCents: number
  stockUnitCostCents: string
  totalCents: number
  receivedQuantity: string
  outstanding: string
}

export type PurchaseOrder = {
  id: number
  number: string
  status: PurchaseOrderStatus
  lockVersion: number
  expectedOn: string | null
  notes: string | null
  createdAt: string
  orderedAt: string | null
  receivedAt: string | null
  cancelledAt: string | null
  createdBy: string | null
  supplier: {
    id: number
    name: string
    contactName: string | null
    email: string | null
    phone: string | null
    address: string | null
    paymentTerms: string | null
    taxId: string | null
  }
  lines: PurchaseOrderLine[]
  totalCents: number
}

export type Receipt = {
  id: number
  occurredAt: string
  sku: string
  name: string
  unit: StockUnit
  quantity: string
  valueCents: number
  note: string | null
  userName: string | null
}

export type PurchaseSupplierOption = { id: number; name: string; leadTimeDays: number }
export type PurchaseProductOption = {
  id: number
  sku: string
  name: string
  unit: StockUnit
  purchaseUnit: string | null
  unitFactor: string
  preferredSupplierId: number | null
  suggestedCostCents: number
}

export type PurchaseOrderFormOptions = {
  suppliers: PurchaseSupplierOption[]
  products: PurchaseProductOption[]
  currency: string
  today: string
}
