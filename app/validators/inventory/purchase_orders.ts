import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { toCents } from '#validators/fields'
import { line, MAX_ID, paragraph } from '#validators/inventory/fields'
import { day } from '#validators/fields'
import { messages, t } from '#services/i18n'

/*
| The purchase order forms. Quantities are typed in the PURCHASE unit, as
| decimals with up to 3 places (2, 1.5); unit costs as 18 or 18.50 per purchase
| unit, arriving here as integer cents. An order has 1 to 100 lines, each
| product once.
*/
export const MAX_LINES = 100
export const PURCHASE_ORDERS_PER_PAGE = 25

/* Bounds keep every line's value and an order's total exact in a JavaScript number. */
const id = () => vine.number().withoutDecimals().min(1).max(MAX_ID)
const quantity = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,3})?$/)
const money = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/)
    .transform(toCents)

const order = {
  supplier_id: id(),
  expected_on: day().optional().nullable(),
  notes: paragraph(2000).optional().nullable(),
  lines: vine
    .array(vine.object({ product_id: id(), quantity: quantity(), unit_cost: money() }))
    .minLength(1)
    .maxLength(MAX_LINES),
}

export const createPurchaseOrderValidator = vine.create(order)
export const updatePurchaseOrderValidator = vine.create({
  ...order,
  lock_version: vine.number().withoutDecimals().min(0),
})
export type PurchaseOrderData = Infer<typeof createPurchaseOrderValidator>

export const transitionPurchaseOrderValidator = vine.create({
  lock_version: vine.number().withoutDecimals().min(0),
})

/* A delivery: what arrived of each line, 0 (or empty) for what did not. */
export const receivePurchaseOrderValidator = vine.create({
  note: paragraph(500).optional().nullable(),
  lines: vine
    .array(vine.object({ id: id(), quantity: quantity().optional().nullable() }))
    .minLength(1)
    .maxLength(MAX_LINES),
})
export type ReceiptData = Infer<typeof receivePurchaseOrderValidator>

export const draftFromLowStockValidator = vine.create({
  supplier_id: id().optional().nullable(),
})

const filtersValidator = vine.create({
  status: vine.enum(PURCHASE_ORDER_STATUSES).optional(),
  supplier: id().optional(),
  search: line(40).optional(),
  ...pagingFields(100),
})

export async function readPurchaseOrderFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(filtersValidator, query)
  return {
    status: valid.status ?? ('' as const),
    supplier: valid.supplier ?? null,
    search: valid.search ?? '',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? PURCHASE_ORDERS_PER_PAGE,
  }
}
export type PurchaseOrderFilters = Awaited<ReturnType<typeof readPurchaseOrderFilters>>

const general = Object.fromEntries(
  Object.entries(messages())
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, text]) => [key.slice('validation.'.length), text.replace(/\{(\w+)\}/g, '{{ $1 }}')])
)

export const purchaseOrderMessages = new SimpleMessagesProvider(
  {
    ...general,
    'required': t('inventory.purchasing.validation.required'),
    'number': t('inventory.purchasing.validation.choose'),
    'supplier_id.number': t('inventory.purchasing.validation.supplier'),
    'supplier_id.required': t('inventory.purchasing.validation.supplier'),
    'supplier_id.min': t('inventory.purchasing.validation.supplier'),
    'supplier_id.max': t('inventory.purchasing.validation.supplier'),
    'supplier_id.storableNumber': t('inventory.purchasing.validation.supplier'),
    'wellFormedText': t('inventory.validation.text_format'),
    'expected_on.date': t('inventory.purchasing.validation.date'),
    'lines.array.minLength': t('inventory.purchasing.validation.no_lines'),
    'lines.required': t('inventory.purchasing.validation.no_lines'),
    'lines.array.maxLength': t('inventory.purchasing.validation.too_many_lines', {
      max: MAX_LINES,
    }),
    'lines.*.product_id.number': t('inventory.purchasing.validation.product'),
    'lines.*.product_id.required': t('inventory.purchasing.validation.product'),
    'lines.*.product_id.min': t('inventory.purchasing.validation.product'),
    'lines.*.product_id.max': t('inventory.purchasing.validation.product'),
    'lines.*.product_id.storableNumber': t('inventory.purchasing.validation.product'),
    'lines.*.quantity.regex': t('inventory.purchasing.validation.quantity'),
    'lines.*.quantity.required': t('inventory.purchasing.validation.quantity'),
    'lines.*.unit_cost.regex': t('inventory.purchasing.validation.unit_cost'),
    'lines.*.unit_cost.required': t('inventory.purchasing.validation.unit_cost'),
    'lock_version.required': t('inventory.purchasing.stale_form'),
    'lock_version.number': t('inventory.purchasing.stale_form'),
  },
  {
    notes: t('inventory.purchasing.notes').toLowerCase(),
    note: t('inventory.purchasing.receipt_note').toLowerCase(),
  }
)
