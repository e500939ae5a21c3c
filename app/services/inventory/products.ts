import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Product from '#models/inventory/product'
import type { createProductValidator } from '#validators/inventory/products'
import { OPEN_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { activeMenuItemUsing } from '#queries/restaurant/menu_query'
import { NotAllowedError } from '#exceptions/domain_errors'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { t } from '#services/i18n'

/* A product's rules, and what the activity log says about it. */

export type ProductData = Infer<typeof createProductValidator>

/** What the activity log records of a product: the fields the form edits (never the balances). */
export function productFields(product: Product) {
  return {
    sku: product.sku,
    name: product.name,
    categoryId: product.categoryId,
    unit: product.unit,
    purchaseUnit: product.purchaseUnit,
    purchaseUnitFactor: product.purchaseUnitFactor,
    preferredSupplierId: product.preferredSupplierId,
    reorderPoint: product.reorderPoint,
    reorderQuantity: product.reorderQuantity,
    active: product.active,
  }
}

export const productSubject = (product: Pick<Product, 'id' | 'sku' | 'name'>) => ({
  type: 'product',
  id: product.id,
  label: `${product.sku} ${product.name}`,
})

const canonical = (value: string | undefined, fallback: string) =>
  formatQuantity(parseQuantity(value ?? fallback))

export function productAttributes(data: ProductData) {
  return {
    sku: data.sku,
    name: data.name,
    categoryId: data.category_id,
    unit: data.unit,
    purchaseUnit: data.purchase_unit ?? null,
    purchaseUnitFactor: canonical(data.purchase_unit_factor, '1'),
    preferredSupplierId: data.preferred_supplier_id ?? null,
    reorderPoint: canonical(data.reorder_point, '0'),
    reorderQuantity: canonical(data.reorder_quantity, '0'),
    active: data.active ?? true,
  }
}

/**
 * A product leaves the catalogue only once nothing still counts on it: no open
 * purchase order still waiting for it (cancel the order or receive it first),
 * no active menu item using it in its recipe (change the recipe or take the
 * dish off the menu first).
 */
export async function assertMayRetire(trx: TransactionClientContract, productId: number) {
  const order = await trx
    .from('purchase_order_lines as l')
    .join('purchase_orders as o', 'o.id', 'l.purchase_order_id')
    .where('l.product_id', productId)
    .whereIn('o.status', [...OPEN_PURCHASE_ORDER_STATUSES])
    .whereRaw('l.received_quantity < l.quantity')
    .orderBy('o.id')
    .select('o.number')
    .first()
  if (order)
    throw new NotAllowedError(t('inventory.products.on_open_order', { number: order.number }), {
      field: 'active',
    })
  const dish = await activeMenuItemUsing(trx, productId)
  if (dish)
    throw new NotAllowedError(t('inventory.products.in_recipe', { dish: dish.name }), {
      field: 'active',
    })
}
