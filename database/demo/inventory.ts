/*
| The demo stock: the catalogue (database/demo/inventory_catalogue.ts) written
| once, then a year of its history (database/demo/inventory_movements.ts).
| In the full demo the menu is written between the two, so the restaurant's
| year of orders (database/demo/restaurant_history.ts) takes its recipes from
| the stock as the history runs. Skipped when products exist.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SUPPLIERS } from '#database/demo/inventory_catalogue'
import { seedInventoryHistory } from '#database/demo/inventory_movements'
import { seedMenu } from '#database/demo/restaurant_menu'
import { finishRestaurantHistory, planRestaurantHistory } from '#database/demo/restaurant_history'
import { bulkLoad } from '#database/demo/bulk_load'
import { rebuildConsumptionDays } from '#services/inventory/consumption_days'

/* What the stock's and the restaurant's history write. */
const HISTORY_TABLES = [
  'purchase_orders',
  'purchase_order_lines',
  'stock_movements',
  'orders',
  'order_lines',
  'kitchen_tickets',
  'cash_drawers',
  'payments',
  'folio_charges',
  'folio_payments',
  'invoices',
]

/**
 * The demo stock with the menu and the restaurant's year of orders, unless the
 * installation already has products of its own (or the demo's). The tables,
 * staff, bookings and customers the orders name are seeded before.
 */
export async function seedInventory(client: QueryClientContract) {
  const existing = await client.from('products').count('* as total').first()
  if (Number(existing.total) > 0) return
  await createDemoHistory(client)
}

/** The catalogue, the menu, and the stock's and the restaurant's year, in one transaction. */
export function createDemoHistory(client: QueryClientContract) {
  return client.transaction(async (trx) => {
    const catalogue = await createCatalogue(trx)
    await seedMenu(trx)
    const restaurant = await planRestaurantHistory(trx)
    await bulkLoad(trx, HISTORY_TABLES, () =>
      seedInventoryHistory(trx, { ...catalogue, restaurant })
    )
    /* Both work the stock's consumption per day out from the movements written. */
    if (restaurant) await finishRestaurantHistory(trx)
    else await rebuildConsumptionDays(trx)
  })
}

/** Categories, suppliers and products, then a year of their stock history (no restaurant). */
export async function createDemoInventory(client: QueryClientContract) {
  await seedInventoryHistory(client, await createCatalogue(client))
  await rebuildConsumptionDays(client)
}

async function createCatalogue(client: QueryClientContract) {
  const now = new Date()
  const categoryIds = new Map<string, number>()
  for (const category of DEMO_CATEGORIES) {
    const [row] = await client
      .insertQuery()
      .table('inventory_categories')
      .insert({
        name: category.name,
        parent_id: category.parent ? categoryIds.get(category.parent) : null,
        description: category.description,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    categoryIds.set(category.name, row.id)
  }

  const supplierIds = new Map<string, number>()
  for (const { key, ...supplier } of DEMO_SUPPLIERS) {
    const [row] = await client
      .insertQuery()
      .table('suppliers')
      .insert({
        name: supplier.name,
        tax_id: supplier.taxId,
        contact_name: supplier.contactName,
        email: supplier.email,
        phone: supplier.phone,
        address: supplier.address,
        payment_terms: supplier.paymentTerms,
        lead_time_days: supplier.leadTimeDays,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    supplierIds.set(key, row.id)
  }

  const rows = await client
    .insertQuery()
    .table('products')
    .multiInsert(
      DEMO_PRODUCTS.map((product) => ({
        sku: product.sku,
        name: product.name,
        category_id: categoryIds.get(product.category),
        unit: product.unit,
        purchase_unit: product.purchaseUnit,
        purchase_unit_factor: product.factor,
        preferred_supplier_id: supplierIds.get(product.supplier),
        reorder_point: product.reorderPoint,
        reorder_quantity: product.reorderQuantity,
        created_at: now,
        updated_at: now,
      }))
    )
    .returning(['id', 'sku'])
  const productIds = new Map<string, number>(
    (rows as { id: number; sku: string }[]).map((row) => [row.sku, row.id])
  )
  return { productIds, supplierIds }
}
