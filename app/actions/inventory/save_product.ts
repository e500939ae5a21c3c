import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Product from '#models/inventory/product'
import type User from '#models/identity/user'
import type { createProductValidator } from '#validators/inventory/products'
import { recordEvent, type EventInput } from '#services/record_event'
import { uniqueViolation } from '#services/database_errors'
import { fieldError } from '#exceptions/field_error'
import { OPEN_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { activeMenuItemUsing } from '#queries/restaurant/menu_query'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { t } from '#services/i18n'

export type ProductData = Infer<typeof createProductValidator>
type SaveProductInput = { data: ProductData; actor: User; request?: EventInput['request'] }

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

function productAttributes(data: ProductData) {
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

export function createProduct({ data, actor, request }: SaveProductInput) {
  return uniqueViolation('sku', 'inventory.products.sku_taken', () =>
    db.transaction(async (trx) => {
      const product = await Product.create(productAttributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'inventory.product.created',
        actor,
        subject: productSubject(product),
        after: productFields(product),
        request,
      })
      return product
    })
  )
}

/**
 * A product leaves the catalogue only once nothing still counts on it: no open
 * purchase order still waiting for it (cancel the order or receive it first),
 * no active menu item using it in its recipe (change the recipe or take the
 * dish off the menu first).
 */
async function assertMayRetire(trx: TransactionClientContract, productId: number) {
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
    throw fieldError('active', t('inventory.products.on_open_order', { number: order.number }))
  const dish = await activeMenuItemUsing(trx, productId)
  if (dish) throw fieldError('active', t('inventory.products.in_recipe', { dish: dish.name }))
}

/**
 * Saves the form's fields under the product's row lock. A form opened before
 * someone else saved (its lock version is behind) is refused with a message,
 * so nobody overwrites a change they never saw. Stock movements do not count
 * as edits: they never touch the lock version.
 */
export function updateProduct({
  product,
  data,
  lockVersion,
  actor,
  request,
}: SaveProductInput & { product: Product; lockVersion: number }) {
  return uniqueViolation('sku', 'inventory.products.sku_taken', () =>
    db.transaction(async (trx) => {
      const locked = await Product.query({ client: trx })
        .where('id', product.id)
        .forUpdate()
        .firstOrFail()
      if (locked.lockVersion !== lockVersion) {
        throw fieldError('lock_version', t('inventory.products.stale', { sku: locked.sku }))
      }
      const before = productFields(locked)
      locked.merge(productAttributes(data))
      const after = productFields(locked)
      if (JSON.stringify(before) === JSON.stringify(after)) return locked
      if (before.active && !after.active) await assertMayRetire(trx, locked.id)
      locked.lockVersion += 1
      await locked.save()
      await recordEvent(trx, {
        type: 'inventory.product.updated',
        actor,
        subject: productSubject(locked),
        before,
        after,
        request,
      })
      return locked
    })
  )
}
