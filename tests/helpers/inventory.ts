import db from '@adonisjs/lucid/services/db'
import type InventoryCategory from '#models/inventory/inventory_category'
import type Supplier from '#models/inventory/supplier'
import type Product from '#models/inventory/product'
import { InventoryCategoryFactory } from '#database/factories/inventory/inventory_category_factory'
import { SupplierFactory } from '#database/factories/inventory/supplier_factory'
import { ProductFactory } from '#database/factories/inventory/product_factory'
import StockMovement from '#models/inventory/stock_movement'
import Event from '#models/events/event'
import { recordMovement, type RecordMovementInput } from '#services/inventory/stock_ledger'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import type { PermissionName } from '#enums/identity/permission'
import { createUser } from '#tests/helpers/identity'

/* Inventory specs: categories, suppliers and products, through the factories. */
let sequence = 0
const next = () => ++sequence

export function category(overrides: Partial<Pick<InventoryCategory, 'name' | 'parentId'>> = {}) {
  return InventoryCategoryFactory.merge(overrides).create()
}

export function supplier(overrides: Partial<Pick<Supplier, 'name' | 'leadTimeDays'>> = {}) {
  return SupplierFactory.merge(overrides).create()
}

export async function product(
  overrides: Partial<
    Pick<
      Product,
      | 'sku'
      | 'name'
      | 'categoryId'
      | 'unit'
      | 'preferredSupplierId'
      | 'reorderPoint'
      | 'reorderQuantity'
      | 'purchaseUnit'
      | 'purchaseUnitFactor'
      | 'active'
    >
  > = {}
) {
  const categoryId = overrides.categoryId ?? (await category()).id
  return ProductFactory.merge({ ...overrides, categoryId }).create()
}

/** One movement through the ledger in its own transaction (committed unless a global one wraps it). */
export function move(
  input: Omit<RecordMovementInput, 'actor'> & { actor?: RecordMovementInput['actor'] }
) {
  return db.transaction((trx) => recordMovement(trx, { actor: null, ...input }))
}

export function movementsOf(productId: number) {
  return StockMovement.query().where('product_id', productId).orderBy('id')
}

/** A user holding exactly these permissions, through a role made for them. */
export async function userWithPermissions(names: PermissionName[], email?: string) {
  const user = await createUser(email ? { email } : {})
  const role = await Role.create({ name: `Only ${names.join(', ')} ${next()}` })
  const permissions = await Permission.query().whereIn('name', names)
  await role.related('permissions').attach(permissions.map((permission) => permission.id))
  await user.related('roles').attach([role.id])
  return user
}

/*
| Specs that race real transactions commit rows that stay (the ledger is
| append-only): other specs look at their own rows, or at counts before and after.
*/
export function eventsAbout(type: string, subjectId: number) {
  return Event.query().where('type', type).where('subject_id', String(subjectId)).orderBy('id')
}

export async function rowCount(table: string) {
  const row = await db.from(table).count('* as total').first()
  return Number(row.total)
}

export type ConsumptionDay = {
  day: string
  product_id: number
  quantity: string
  value_cents: string
}

/** The consumption per day the ledger keeps (stock_consumption_days), of one product or all. */
export async function consumptionDaysKept(productId?: number): Promise<ConsumptionDay[]> {
  const { rows } = await db.rawQuery(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, product_id, quantity::text AS quantity,
            value_cents::text AS value_cents
       FROM stock_consumption_days WHERE ?::int IS NULL OR product_id = ?::int
      ORDER BY day, product_id`,
    [productId ?? null, productId ?? null]
  )
  return rows
}

/** The same figures straight from the sale_consumption movements, by their day in `zone`. */
export async function consumptionFromMovements(
  zone: string,
  productId?: number
): Promise<ConsumptionDay[]> {
  const { rows } = await db.rawQuery(
    `SELECT to_char((occurred_at AT TIME ZONE ?)::date, 'YYYY-MM-DD') AS day, product_id,
            (-sum(quantity))::text AS quantity, (-sum(value_cents))::text AS value_cents
       FROM stock_movements
      WHERE kind = 'sale_consumption' AND (?::int IS NULL OR product_id = ?::int)
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [zone, productId ?? null, productId ?? null]
  )
  return rows
}
