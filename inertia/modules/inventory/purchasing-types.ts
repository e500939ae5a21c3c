/* The shapes the purchase order screens receive, as app/queries/inventory/purchase_orders.ts produces them. */
import type { PaginationMeta } from '@/lib/pagination'
import type { StockUnit } from '@/modules/inventory/types'
import type { PurchaseOrderStatus as ServerPurchaseOrderStatus } from '#enums/inventory/purchase_order_status'
import type { PurchaseOrderLineView } from '#queries/inventory/purchase_orders'
import type { PurchaseOrderFilters as ServerPurchaseOrderFilters } from '#validators/inventory/purchase_orders'

export type PurchaseOrderStatus = ServerPurchaseOrderStatus

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

export type PurchaseOrderFilters = ServerPurchaseOrderFilters

export type PurchaseOrderList = { data: PurchaseOrderRow[]; metadata: PaginationMeta }

export type PurchaseOrderLine = PurchaseOrderLineView

/* Not PurchaseOrderView: its creator is read through a relation typed as always loaded, where the server sends null for none. */
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
