import fc, { type Arbitrary } from 'fast-check'
import { addDays, appToday } from '#services/clock'
import { ADJUSTMENT_REASONS } from '#enums/inventory/movement_kind'
import { STOCK_UNITS } from '#enums/inventory/stock_unit'
import { MENU_STATIONS } from '#enums/restaurant/menu_station'
import { TABLE_SHAPES } from '#enums/restaurant/table_shape'
import { FLOOR_PLAN, SUGGESTED_AREAS } from '#enums/restaurant/floor_plan'
import { CUSTOMER_KINDS } from '#enums/customers/customer_kind'
import type User from '#models/identity/user'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import MenuCombo from '#models/restaurant/menu_combo'
import { createPurchaseOrder } from '#actions/inventory/create_purchase_order'
import { transitionPurchaseOrder } from '#actions/inventory/transition_purchase_order'
import { systemAudit } from '#services/audit_context'
import { category, move, product, supplier } from '#tests/helpers/inventory'
import {
  bool,
  email,
  field,
  type FuzzCases,
  type FuzzForm,
  type FuzzPages,
  type FuzzQuery,
  idOf,
  isoDate,
  money,
  oneOf,
  text,
  wholeNumber,
} from '#tests/helpers/fuzz'
import { customer, diningTable, reservation } from '#tests/functional/restaurant/helpers'
import { menuCategory, menuItem } from '#tests/functional/restaurant/menu_helpers'
import { guest } from '#tests/functional/hotel/booking_factory'

/*
| The inventory, restaurant and customers forms and their list pages, as fuzz
| cases (tests/helpers/fuzz.ts says what is checked). Each form is given the rows it points at; the watched tables are
| the ones it can write, and the activity log.
*/

/* ------------------------------------------------------------- values */

/** Mostly `usual`, sometimes `unusual` (edges, the wrong format): a plausible value. */
const mostly = (usual: Arbitrary<unknown>, unusual: Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: unusual })

/** A decimal quantity as typed (2, 1.5, 0.125), its edges, and numbers sent by a script. */
const quantity = () =>
  mostly(
    fc.oneof(
      fc.integer({ min: 1, max: 500 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 999 }))
        .map(([whole, fraction]) => `${whole}.${fraction}`)
    ),
    fc.oneof(
      fc.constantFrom('0', '0.0001', '-1', '99999.999', '100000', '99999999999.999', '1e3', '1,5'),
      fc.integer({ min: 0, max: 100 })
    )
  )

/** A whole number within its range, sometimes at or beyond its edges. */
const count = (min: number, max: number) => mostly(fc.integer({ min, max }), wholeNumber(min, max))

/** An amount typed in a form: 12, 12.50, and sometimes too large or badly written. */
const amount = () =>
  mostly(
    fc
      .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
    money()
  )

const phone = () =>
  mostly(
    fc.stringMatching(/^\+?[0-9]{2,3} [0-9]{3} [0-9]{4}$/),
    fc.oneof(fc.constantFrom('12345', '+1 (555) 010-9999', 'call me'), text(40))
  )

const sku = () => fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/)

const time = () =>
  mostly(
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(
        ([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
      ),
    fc.constantFrom('24:00', '7:5', '12:60', '12:00:00')
  )

/** Ids of rows that exist, sometimes one that points nowhere. */
const known = (...ids: number[]) => mostly(fc.constantFrom(...ids), idOf(...ids))

/** Restaurant days around today, and any ISO date (impossible ones too). */
const restaurantDay = () =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: -2, max: 60 }).map((n) => addDays(appToday(), n)),
    },
    { weight: 1, arbitrary: isoDate() }
  )

const nullable = <T>(arbitrary: Arbitrary<T>) => fc.oneof(arbitrary, fc.constant(null))

/**
 * An array of lines: plausible ones (`key` once each), or any field of each line
 * drawn as field() does.
 */
const linesOf = (
  line: Record<string, Arbitrary<unknown>>,
  key: string,
  { minLength = 0, maxLength = 4 } = {}
) =>
  fc.oneof(
    fc.uniqueArray(fc.record(line), {
      minLength,
      maxLength,
      selector: (entry: Record<string, unknown>) => entry[key],
    }),
    fc.array(
      fc.record(
        Object.fromEntries(Object.entries(line).map(([name, value]) => [name, field(value)]))
      ),
      { maxLength }
    )
  )

/* Half of each form's payloads are plausible in every field but one: they reach its action. */
const PLAUSIBLE = 0.5
/* Each form's `runs` below, times this: the fuzz's share of the 10,000 payloads a run sends. */
const RUNS_FACTOR = 1.5
const moduleForms = (title: string, forms: FuzzForm[]): FuzzCases => ({
  title,
  forms: forms.map((form) => ({
    plausible: PLAUSIBLE,
    ...form,
    runs: Math.round((form.runs ?? 100) * RUNS_FACTOR),
  })),
})

/* ------------------------------------------------------------ inventory */

const PO_TABLES = ['purchase_orders', 'purchase_order_lines', 'events']
/* Quantities kept in numeric(14,3), read from a number sent by a script as its text. */
const PRODUCT_DECIMALS = ['purchase_unit_factor', 'reorder_point', 'reorder_quantity']

async function catalogue() {
  const dairy = await category({ name: 'Fuzz dairy' })
  const valle = await supplier({ name: 'Fuzz valle' })
  const milk = await product({
    sku: 'FZ-MILK',
    categoryId: dairy.id,
    unit: 'l',
    preferredSupplierId: valle.id,
    purchaseUnit: 'crate',
    purchaseUnitFactor: '12',
  })
  const flour = await product({ sku: 'FZ-FLOUR', categoryId: dairy.id, unit: 'g' })
  await move({ productId: milk.id, kind: 'purchase_receipt', quantity: '20', unitCostCents: '90' })
  return { dairy, valle, milk, flour, productIds: [milk.id, flour.id] }
}

type Catalogue = Awaited<ReturnType<typeof catalogue>>

const supplierFields = {
  name: field(text(120)),
  tax_id: field(text(40)),
  contact_name: field(text(120)),
  email: field(email()),
  phone: field(text(40)),
  address: field(text(2000)),
  payment_terms: field(text(80)),
  lead_time_days: field(count(0, 365)),
  active: field(bool()),
}

const productFields = ({ dairy, valle }: Catalogue) => ({
  sku: field(sku()),
  name: field(text(120)),
  category_id: field(idOf(dairy.id)),
  unit: field(oneOf(...STOCK_UNITS)),
  purchase_unit: field(text(20)),
  purchase_unit_factor: field(quantity()),
  preferred_supplier_id: field(idOf(valle.id)),
  reorder_point: field(quantity()),
  reorder_quantity: field(quantity()),
  active: field(bool()),
})

const orderLines = (productIds: number[]) =>
  linesOf(
    { product_id: known(...productIds), quantity: quantity(), unit_cost: amount() },
    'product_id',
    {
      minLength: 1,
    }
  )

const orderFields = ({ valle, productIds }: Catalogue) => ({
  supplier_id: field(idOf(valle.id)),
  expected_on: field(nullable(isoDate())),
  notes: field(nullable(text(2000))),
  lines: field(orderLines(productIds)),
})

/** A draft order for two products (ordered too when asked). */
async function purchaseOrder(actor: User, status: 'draft' | 'ordered') {
  const stock = await catalogue()
  const order = await createPurchaseOrder(
    {
      data: {
        supplier_id: stock.valle.id,
        expected_on: null,
        notes: 'Fuzz',
        lines: [
          { product_id: stock.milk.id, quantity: '3', unit_cost: 1850 },
          { product_id: stock.flour.id, quantity: '2.5', unit_cost: 1299 },
        ],
      } as never,
    },
    systemAudit(actor)
  )
  if (status === 'ordered') {
    await transitionPurchaseOrder(
      { order, to: 'ordered', lockVersion: order.lockVersion },
      systemAudit(actor)
    )
  }
  await order.refresh()
  const lines = await PurchaseOrderLine.query().where('purchase_order_id', order.id).orderBy('id')
  return { ...stock, order, lineIds: lines.map((line) => line.id) }
}

const transitionFields = ({ order }: { order: { lockVersion: number } }) => ({
  lock_version: field(fc.oneof(fc.constant(order.lockVersion), wholeNumber(0, 3))),
})

export const inventoryForms = moduleForms('Fuzz: inventory forms', [
  {
    name: 'create an inventory category',
    method: 'post',
    url: '/inventory/categories',
    permissions: ['inventory.products.view', 'inventory.products.manage'],
    tables: ['inventory_categories', 'events'],
    runs: 50,
    setup: async () => ({ parentId: (await category()).id }),
    fields: ({ parentId }) => ({
      name: field(text(80)),
      parent_id: field(idOf(parentId)),
      description: field(text(2000)),
    }),
  },
  {
    name: 'edit an inventory category',
    method: 'put',
    url: ({ id }) => `/inventory/categories/${id}`,
    permissions: ['inventory.products.view', 'inventory.products.manage'],
    tables: ['inventory_categories', 'events'],
    runs: 50,
    setup: async () => {
      const parent = await category()
      const child = await category({ parentId: parent.id })
      return { id: parent.id, ids: [parent.id, child.id] }
    },
    fields: ({ ids }) => ({
      name: field(text(80)),
      parent_id: field(idOf(...ids)),
      description: field(text(2000)),
    }),
  },
  {
    name: 'create a supplier',
    method: 'post',
    url: '/inventory/suppliers',
    permissions: ['inventory.suppliers.view', 'inventory.suppliers.manage'],
    tables: ['suppliers', 'events'],
    runs: 50,
    fields: supplierFields,
  },
  {
    name: 'edit a supplier',
    method: 'put',
    url: ({ id }) => `/inventory/suppliers/${id}`,
    permissions: ['inventory.suppliers.view', 'inventory.suppliers.manage'],
    tables: ['suppliers', 'events'],
    runs: 50,
    setup: async () => ({ id: (await supplier()).id }),
    fields: supplierFields,
  },
  {
    name: 'create a product',
    method: 'post',
    url: '/inventory/products',
    permissions: ['inventory.products.view', 'inventory.products.manage'],
    tables: ['products', 'events'],
    decimal: PRODUCT_DECIMALS,
    runs: 60,
    setup: catalogue,
    fields: productFields,
  },
  {
    name: 'edit a product',
    method: 'put',
    url: ({ milk }) => `/inventory/products/${milk.id}`,
    permissions: ['inventory.products.view', 'inventory.products.manage'],
    tables: ['products', 'events'],
    decimal: PRODUCT_DECIMALS,
    runs: 60,
    setup: catalogue,
    fields: (context) => ({ ...productFields(context), lock_version: field(count(0, 3)) }),
  },
  {
    name: 'record a stock movement',
    method: 'post',
    url: '/inventory/movements',
    permissions: [
      'inventory.movements.view',
      'inventory.movements.adjust',
      'inventory.movements.record_waste',
    ],
    tables: ['products', 'stock_movements', 'events'],
    decimal: ['quantity', 'counted_quantity', 'unit_cost'],
    runs: 60,
    setup: catalogue,
    fields: ({ productIds }) => ({
      product_id: field(idOf(...productIds)),
      reason: field(oneOf(...ADJUSTMENT_REASONS)),
      direction: field(oneOf('in', 'out')),
      quantity: field(quantity()),
      counted_quantity: field(quantity()),
      unit_cost: field(amount()),
      note: field(text(500)),
    }),
  },
  {
    name: 'create a purchase order',
    method: 'post',
    url: '/inventory/purchase-orders',
    permissions: ['inventory.purchase_orders.view', 'inventory.purchase_orders.manage'],
    tables: PO_TABLES,
    runs: 60,
    setup: catalogue,
    fields: orderFields,
  },
  {
    name: 'edit a draft purchase order',
    method: 'put',
    url: ({ order }) => `/inventory/purchase-orders/${order.id}`,
    permissions: ['inventory.purchase_orders.view', 'inventory.purchase_orders.manage'],
    tables: PO_TABLES,
    runs: 50,
    setup: (actor) => purchaseOrder(actor, 'draft'),
    fields: (context) => ({ ...orderFields(context), ...transitionFields(context) }),
  },
  {
    name: 'place a purchase order',
    method: 'post',
    url: ({ order }) => `/inventory/purchase-orders/${order.id}/order`,
    permissions: ['inventory.purchase_orders.view', 'inventory.purchase_orders.manage'],
    tables: PO_TABLES,
    runs: 40,
    setup: (actor) => purchaseOrder(actor, 'draft'),
    fields: transitionFields,
  },
  {
    name: 'cancel a purchase order',
    method: 'post',
    url: ({ order }) => `/inventory/purchase-orders/${order.id}/cancel`,
    permissions: ['inventory.purchase_orders.view', 'inventory.purchase_orders.manage'],
    tables: PO_TABLES,
    runs: 40,
    setup: (actor) => purchaseOrder(actor, 'ordered'),
    fields: transitionFields,
  },
  {
    name: 'receive a purchase order',
    method: 'post',
    url: ({ order }) => `/inventory/purchase-orders/${order.id}/receive`,
    permissions: ['inventory.purchase_orders.view', 'inventory.purchase_orders.receive'],
    tables: [...PO_TABLES, 'stock_movements', 'products'],
    runs: 60,
    setup: (actor) => purchaseOrder(actor, 'ordered'),
    fields: ({ lineIds }) => ({
      note: field(nullable(text(500))),
      lines: field(
        linesOf(
          {
            id: known(...lineIds),
            quantity: nullable(mostly(fc.constantFrom('0', '0.5', '1', '2'), quantity())),
          },
          'id',
          { minLength: 1 }
        )
      ),
    }),
  },
  {
    name: 'draft purchase orders from low stock',
    method: 'post',
    url: '/inventory/purchase-orders/from-low-stock',
    permissions: ['inventory.purchase_orders.view', 'inventory.purchase_orders.manage'],
    tables: PO_TABLES,
    runs: 40,
    setup: async () => {
      const stock = await catalogue()
      await product({
        sku: 'FZ-LOW',
        categoryId: stock.dairy.id,
        preferredSupplierId: stock.valle.id,
        reorderPoint: '5',
        reorderQuantity: '10',
      })
      return stock
    },
    fields: ({ valle }) => ({ supplier_id: field(nullable(idOf(valle.id))) }),
  },
])

/* ----------------------------------------------------------- restaurant */

const MENU_ITEM_TABLES = ['menu_items', 'menu_item_ingredients', 'events']
const RESERVATION_TABLES = ['reservations', 'customers', 'restaurant_tables', 'events']

async function menu() {
  const mains = await menuCategory({ name: 'Fuzz mains' })
  const drinks = await menuCategory({ name: 'Fuzz drinks', station: 'bar' })
  const stock = await catalogue()
  const steak = await menuItem({ name: 'Fuzz steak', categoryId: mains.id })
  const wine = await menuItem({ name: 'Fuzz wine', categoryId: drinks.id })
  return { categoryIds: [mains.id, drinks.id], productIds: stock.productIds, steak, wine }
}

const menuItemFields = ({ categoryIds, productIds }: Awaited<ReturnType<typeof menu>>) => ({
  name: field(text(120)),
  category_id: field(idOf(...categoryIds)),
  description: field(text(2000)),
  price: field(amount()),
  preparation_minutes: field(count(0, 240)),
  is_available: field(bool()),
  is_active: field(bool()),
  recipe: field(
    linesOf(
      { product_id: known(...productIds), quantity: quantity(), unit: oneOf(...STOCK_UNITS) },
      'product_id'
    )
  ),
})

const menuCategoryFields = {
  name: field(text(120)),
  sort_order: field(count(0, 9999)),
  station: field(oneOf(...MENU_STATIONS)),
  is_active: field(bool()),
}

const comboFields = {
  name: field(text(120)),
  description: field(text(2000)),
  price: field(amount()),
  is_active: field(bool()),
}

const place = {
  x: field(count(0, FLOOR_PLAN.width - FLOOR_PLAN.minSize)),
  y: field(count(0, FLOOR_PLAN.height - FLOOR_PLAN.minSize)),
  width: field(count(FLOOR_PLAN.minSize, FLOOR_PLAN.maxSize)),
  height: field(count(FLOOR_PLAN.minSize, FLOOR_PLAN.maxSize)),
}

const tableFields = {
  name: field(fc.oneof(fc.stringMatching(/^[A-Z]{1,2}[0-9]{1,3}$/), text(20))),
  area: field(fc.oneof(oneOf(...SUGGESTED_AREAS), text(40))),
  seats: field(count(1, 30)),
  shape: field(oneOf(...TABLE_SHAPES)),
  is_active: field(bool()),
  ...place,
}

const when = (tableIds: number[]) => ({
  party_size: field(count(1, 100)),
  date: field(restaurantDay()),
  time: field(time()),
  duration_minutes: field(count(15, 720)),
  table_id: field(nullable(idOf(...tableIds))),
  notes: field(text(2000)),
})

/** A table, and a reservation on it in the given state. */
async function booked(options: Parameters<typeof reservation>[1]) {
  const table = await diningTable({ name: 'FZ1' })
  const other = await diningTable({ name: 'FZ2', posX: 200 })
  const target = await reservation(table, options)
  return { target, tableIds: [table.id, other.id] }
}

const moveFields = ({ target }: { target: { lockVersion: number } }) => ({
  lock_version: field(fc.oneof(fc.constant(target.lockVersion), wholeNumber(0, 3))),
  reason: field(text(255)),
})

export const restaurantForms = moduleForms('Fuzz: restaurant forms', [
  {
    name: 'create a menu category',
    method: 'post',
    url: '/restaurant/menu-categories',
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_categories', 'events'],
    runs: 50,
    fields: menuCategoryFields,
  },
  {
    name: 'edit a menu category',
    method: 'put',
    url: ({ id }) => `/restaurant/menu-categories/${id}`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_categories', 'events'],
    runs: 50,
    setup: async () => ({ id: (await menuCategory({ name: 'Fuzz starters' })).id }),
    fields: menuCategoryFields,
  },
  {
    name: 'create a menu item with its recipe',
    method: 'post',
    url: '/restaurant/menu-items',
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: MENU_ITEM_TABLES,
    runs: 60,
    setup: menu,
    fields: menuItemFields,
  },
  {
    name: 'edit a menu item and its recipe',
    method: 'put',
    url: ({ steak }) => `/restaurant/menu-items/${steak.id}`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: MENU_ITEM_TABLES,
    runs: 60,
    setup: menu,
    fields: menuItemFields,
  },
  {
    name: 'mark a menu item sold out or available',
    method: 'post',
    url: ({ steak }) => `/restaurant/menu-items/${steak.id}/availability`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.availability'],
    tables: ['menu_items', 'events'],
    runs: 40,
    setup: menu,
    fields: { available: field(bool()) },
  },
  {
    name: 'create a combo',
    method: 'post',
    url: '/restaurant/menu-combos',
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_combos', 'events'],
    runs: 50,
    fields: comboFields,
  },
  {
    name: 'edit a combo',
    method: 'put',
    url: ({ id }) => `/restaurant/menu-combos/${id}`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_combos', 'events'],
    runs: 50,
    setup: async () => ({
      id: (await MenuCombo.create({ name: 'Fuzz lunch', description: '', priceCents: 1500 })).id,
    }),
    fields: comboFields,
  },
  {
    name: "manage a combo's items",
    method: 'put',
    url: ({ id }) => `/restaurant/menu-combos/${id}/items`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_combos', 'menu_combo_items', 'events'],
    runs: 50,
    setup: async () => {
      const { steak, wine } = await menu()
      const combo = await MenuCombo.create({
        name: 'Fuzz dinner',
        description: '',
        priceCents: 3000,
      })
      return { id: combo.id, itemIds: [steak.id, wine.id] }
    },
    fields: ({ itemIds }) => ({
      items: field(
        linesOf({ menu_item_id: known(...itemIds), quantity: count(1, 20) }, 'menu_item_id')
      ),
    }),
  },
  {
    name: 'create a table',
    method: 'post',
    url: '/restaurant/tables',
    permissions: ['restaurant.tables.view', 'restaurant.tables.manage'],
    tables: ['restaurant_tables', 'events'],
    runs: 50,
    fields: tableFields,
  },
  {
    name: 'edit a table',
    method: 'put',
    url: ({ id }) => `/restaurant/tables/${id}`,
    permissions: ['restaurant.tables.view', 'restaurant.tables.manage'],
    tables: ['restaurant_tables', 'events'],
    runs: 50,
    setup: async () => ({ id: (await diningTable({ name: 'FZ9' })).id }),
    fields: tableFields,
  },
  {
    name: "save a table's place on the floor map",
    method: 'put',
    url: ({ id }) => `/restaurant/floor-map/tables/${id}`,
    permissions: ['restaurant.floor_map.view', 'restaurant.floor_map.edit'],
    tables: ['restaurant_tables', 'events'],
    runs: 50,
    setup: async () => {
      await diningTable({ name: 'FZ8', posX: 600, posY: 400 })
      return { id: (await diningTable({ name: 'FZ9' })).id }
    },
    fields: place,
  },
  {
    name: 'create a reservation',
    method: 'post',
    url: '/restaurant/reservations',
    permissions: ['restaurant.reservations.view', 'restaurant.reservations.manage'],
    tables: RESERVATION_TABLES,
    runs: 60,
    setup: async () => {
      const table = await diningTable({ name: 'FZ1' })
      const regular = await customer({ name: 'Fuzz regular', phone: '+34 600 000 001' })
      return { tableIds: [table.id], customerId: regular.id }
    },
    fields: ({ tableIds, customerId }) => ({
      customer_id: field(idOf(customerId)),
      customer_name: field(text(160)),
      phone: field(phone()),
      ...when(tableIds),
    }),
  },
  {
    name: 'change a reservation',
    method: 'put',
    url: ({ target }) => `/restaurant/reservations/${target.id}`,
    permissions: ['restaurant.reservations.view', 'restaurant.reservations.manage'],
    tables: RESERVATION_TABLES,
    runs: 60,
    setup: () => booked({ minutesFromNow: 24 * 60 }),
    fields: ({ target, tableIds }) => ({
      ...when(tableIds),
      lock_version: field(fc.oneof(fc.constant(target.lockVersion), wholeNumber(0, 3))),
    }),
  },
  {
    name: 'seat a reservation',
    method: 'post',
    url: ({ target }) => `/restaurant/reservations/${target.id}/seat`,
    permissions: ['restaurant.reservations.view', 'restaurant.reservations.manage'],
    tables: RESERVATION_TABLES,
    runs: 40,
    setup: () => booked({ minutesFromNow: 10 }),
    fields: ({ target, tableIds }) => ({
      table_id: field(nullable(idOf(...tableIds))),
      lock_version: field(fc.oneof(fc.constant(target.lockVersion), wholeNumber(0, 3))),
    }),
  },
  {
    name: 'complete a reservation',
    method: 'post',
    url: ({ target }) => `/restaurant/reservations/${target.id}/complete`,
    permissions: ['restaurant.reservations.view', 'restaurant.reservations.manage'],
    tables: RESERVATION_TABLES,
    runs: 40,
    setup: () => booked({ minutesFromNow: -20, status: 'seated' }),
    fields: moveFields,
  },
  {
    name: 'cancel a reservation',
    method: 'post',
    url: ({ target }) => `/restaurant/reservations/${target.id}/cancel`,
    permissions: ['restaurant.reservations.view', 'restaurant.reservations.manage'],
    tables: RESERVATION_TABLES,
    runs: 40,
    setup: () => booked({ minutesFromNow: 120 }),
    fields: moveFields,
  },
  {
    name: 'mark a reservation a no-show',
    method: 'post',
    url: ({ target }) => `/restaurant/reservations/${target.id}/no-show`,
    permissions: ['restaurant.reservations.view', 'restaurant.reservations.manage'],
    tables: RESERVATION_TABLES,
    runs: 40,
    setup: () => booked({ minutesFromNow: -30 }),
    fields: moveFields,
  },
])

/* ------------------------------------------------------------ customers */

const customerFields = ({ guestId }: { guestId: number }) => ({
  kind: field(oneOf(...CUSTOMER_KINDS)),
  name: field(text(160)),
  tax_id: field(text(40)),
  email: field(email()),
  phone: field(phone()),
  address: field(text(2000)),
  notes: field(text(2000)),
  marketing_consent: field(bool()),
  tags: field(fc.array(text(30), { maxLength: 12 })),
  guest_id: field(nullable(idOf(guestId))),
})

export const customersForms = moduleForms('Fuzz: customers forms', [
  {
    name: 'create a customer',
    method: 'post',
    url: '/customers',
    permissions: ['customers.customers.view', 'customers.customers.create', 'hotel.guests.view'],
    tables: ['customers', 'events'],
    runs: 60,
    setup: async () => ({ guestId: (await guest({ firstName: 'Fuzz' })).id }),
    fields: customerFields,
  },
  {
    name: 'edit a customer',
    method: 'put',
    url: ({ id }) => `/customers/${id}`,
    permissions: ['customers.customers.view', 'customers.customers.update', 'hotel.guests.view'],
    tables: ['customers', 'events'],
    runs: 60,
    setup: async () => ({
      guestId: (await guest({ firstName: 'Fuzz' })).id,
      id: (await customer({ name: 'Fuzz customer' })).id,
    }),
    fields: customerFields,
  },
])

/* ----------------------------------------------------------- list pages */

const PAGING = ['page', 'per_page', 'sort', 'direction', 'search']
const LIST_RUNS = 50

const LIST_PAGES: FuzzQuery[] = [
  { url: '/inventory/categories', permissions: 'administrator', params: PAGING },
  { url: '/inventory/suppliers', permissions: 'administrator', params: [...PAGING, 'status'] },
  {
    url: '/inventory/products',
    permissions: 'administrator',
    params: [...PAGING, 'category', 'supplier', 'stock', 'status'],
  },
  { url: '/inventory/products/low-stock', permissions: 'administrator', params: PAGING },
  {
    url: '/inventory/movements',
    permissions: 'administrator',
    params: ['product', 'kind', 'from', 'to', 'page', 'per_page'],
  },
  {
    url: '/inventory/movements/kardex',
    permissions: 'administrator',
    params: ['product', 'page', 'from', 'to', 'preset'],
  },
  {
    url: '/inventory/purchase-orders',
    permissions: 'administrator',
    params: ['status', 'supplier', 'search', 'page', 'per_page'],
  },
  { url: '/inventory/purchase-orders/create', permissions: 'administrator', params: ['supplier'] },
  {
    url: '/restaurant/menu-items',
    permissions: 'administrator',
    params: ['search', 'category', 'availability'],
  },
  { url: '/restaurant/menu-categories', permissions: 'administrator', params: PAGING },
  { url: '/restaurant/menu-combos', permissions: 'administrator', params: PAGING },
  {
    url: '/restaurant/tables',
    permissions: 'administrator',
    params: ['area', 'active', 'page', 'per_page'],
  },
  { url: '/restaurant/tables/create', permissions: 'administrator', params: ['area'] },
  {
    url: '/restaurant/reservations',
    permissions: 'administrator',
    params: [...PAGING, 'view', 'date', 'status', 'when'],
  },
  {
    url: '/restaurant/reservations/create',
    permissions: 'administrator',
    params: ['customer_id', 'table_id', 'date', 'time'],
  },
  {
    url: '/restaurant/reservations/customer-options',
    permissions: 'administrator',
    params: ['search'],
  },
  {
    url: '/customers',
    permissions: 'administrator',
    params: [...PAGING, 'kind', 'tag', 'consent', 'guest'],
  },
  { url: '/customers/guest-options', permissions: 'administrator', params: ['search'] },
]

export const modulePages: FuzzPages = {
  title: 'Fuzz: inventory, restaurant and customers list pages',
  pages: LIST_PAGES.map((page) => ({ ...page, runs: LIST_RUNS })),
}
