/*
| A year of the demo stock's life, ending now, drawn from a seeded generator
| so every start makes the same story:
|
|   every day     the restaurant's orders take their recipes' products as they
|                 are sent (database/demo/restaurant_history.ts), from what is
|                 in stock: a dish whose products ran out is not ordered
|   every night   the products no recipe uses (or every product, when there is
|                 no menu) are used by an estimate (more at weekends, more
|                 drinks in summer); slow movers (cleaning, spices, gin) twice
|                 a week
|   every night   what has fallen to its reorder point (counting what is on
|                 order) is ordered from its preferred supplier: one purchase
|                 order per supplier and night, in whole purchase units
|   mornings      orders arrive after the supplier's lead time (not on
|                 Sundays); now and then a line comes half now, half two days
|                 later; a few orders are cancelled, a few spoiled goods go back
|   afternoons    some fresh produce, meat and dairy is thrown away, a bottle
|                 breaks
|   the 1st       a stocktake of a dozen products posts what the count differs
|
| Orders whose delivery is still due stay ordered (some partly received), one
| draft waits to be placed, two products were not reordered lately and sit
| below their reorder point, and avocados went below zero. Movements go
| through writeHistory (the ledger's arithmetic, in bulk) in time order.
*/
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DEMO_PRODUCTS, DEMO_SUPPLIERS, type DemoProduct } from '#database/demo/inventory_catalogue'
import { writeHistory, type HistoricMovement } from '#database/demo/inventory_history'
import type { Consumption, RestaurantHistory } from '#database/demo/restaurant_history'
import {
  purchaseValueCents,
  stockQuantityOf,
  stockUnitCostOf,
} from '#services/inventory/purchase_units'
import { formatQuantity } from '#services/quantity'
import { appZone } from '#services/clock'
import { seededRandom } from './seeded_random.js'

const HISTORY_DAYS = 365
const SEED = 20_261_124
const CHUNK = 1000
/* Not reordered over the last weeks: they show up on LowStock with nothing on order. */
const FORGOTTEN = new Set(['DAI-CREAM', 'CLN-TOWELS'])
const FORGOTTEN_DAYS = 25
/* Sold out and still served: stock below zero. */
const OVERSOLD = 'FRU-AVOCADO'
const OVERSOLD_DAYS = 5
const SLOW = new Set(['DRY-PEPPER', 'DRY-SALT', 'DRY-BALSAMIC', 'BEV-GIN', 'BEV-GREENTEA'])
const PERISHABLE = new Set(['produce', 'meat', 'dairy'])

/* Quantities are kept in thousandths of a unit, as integers. */
const THOUSAND = 1000
const text = (thousandths: number) => formatQuantity(BigInt(thousandths))
const thousandthsOf = (decimal: string) => Math.round(Number(decimal) * THOUSAND)

/** How finely each unit is counted when used: whole units, 50 g steps of a kilogram, 10 g. */
const STEP: Record<DemoProduct['unit'], number> = {
  unit: THOUSAND,
  kg: 50,
  l: 50,
  g: 10 * THOUSAND,
  ml: 10 * THOUSAND,
}

type Line = {
  product: DemoProduct
  productId: number
  /** Purchase units, thousandths. */
  quantity: number
  received: number
  costCents: number
  id?: number
}

type Order = {
  supplier: string
  supplierId: number
  createdAt: DateTime
  expectedOn: DateTime
  status: 'draft' | 'ordered' | 'partially_received' | 'received' | 'cancelled'
  dueOn: DateTime | null
  receivedAt: DateTime | null
  cancelledAt: DateTime | null
  changes: number
  lines: Line[]
  id?: number
  number?: string
}

type Pending = Omit<HistoricMovement, 'reference' | 'purchaseOrderLineId'> & {
  line?: Line
  order?: Order
  /** The day's restaurant service a consumption belongs to. */
  service?: string
  /** The order whose send took it. */
  sale?: Consumption['order']
}

async function userId(client: QueryClientContract, email: string) {
  const row = await client.from('users').where('email', email).select('id').first()
  return (row?.id as number | undefined) ?? null
}

export async function seedInventoryHistory(
  client: QueryClientContract,
  {
    productIds,
    supplierIds,
    restaurant = null,
  }: {
    productIds: Map<string, number>
    supplierIds: Map<string, number>
    /** The restaurant's orders, which use the products their recipes name. */
    restaurant?: RestaurantHistory | null
  }
) {
  const random = seededRandom(SEED).next
  const between = (min: number, max: number) => min + random() * (max - min)
  const now = DateTime.now().setZone(appZone())
  const firstDay = now.startOf('day').minus({ days: HISTORY_DAYS - 1 })
  const storekeeper =
    (await userId(client, 'storekeeper@posada.test')) ?? (await userId(client, 'admin@posada.test'))
  const cook = (await userId(client, 'kitchen@posada.test')) ?? storekeeper

  const products = DEMO_PRODUCTS.map((product) => ({
    product,
    id: productIds.get(product.sku)!,
    onHand: 0,
    onOrder: 0,
  }))
  const byId = new Map(products.map((state) => [state.id, state]))
  const oversoldId = productIds.get(OVERSOLD) ?? null
  const leadTime = new Map(DEMO_SUPPLIERS.map((supplier) => [supplier.key, supplier.leadTimeDays]))
  /* Each supplier's prices move by up to 3 % every two months or so. */
  const drift = new Map(DEMO_SUPPLIERS.map((supplier) => [supplier.key, [1]]))
  const priceOf = (product: DemoProduct, day: number) => {
    const steps = drift.get(product.supplier)!
    const period = Math.floor(day / 60)
    while (steps.length <= period) steps.push(steps[steps.length - 1] * between(0.97, 1.035))
    return Math.round(product.priceCents * steps[period])
  }

  const orders: Order[] = []
  const movements: Pending[] = []
  const at = (day: DateTime, hour: number, minute = 0) => day.set({ hour, minute })
  const happened = (instant: DateTime) => instant <= now
  /* An event that started before now, spread over the minutes after it, ends by now at the latest. */
  const byNow = (instant: DateTime) => DateTime.min(instant, now).toJSDate()

  const receive = (order: Order, instant: DateTime, split: boolean) => {
    let partial = false
    for (const line of order.lines) {
      let quantity = line.quantity - line.received
      if (quantity === 0) continue
      if (split && !partial && quantity >= 2 * THOUSAND) {
        quantity = Math.floor(quantity / 2 / THOUSAND) * THOUSAND
        partial = true
      }
      line.received += quantity
      const stock = thousandthsOf(stockQuantityOf(text(quantity), line.product.factor))
      const state = products.find((entry) => entry.id === line.productId)!
      state.onHand += stock
      state.onOrder -= stock
      movements.push({
        productId: line.productId,
        kind: 'purchase_receipt',
        quantity: text(stock),
        unitCostCents: stockUnitCostOf(line.costCents, line.product.factor),
        valueCents: purchaseValueCents(text(quantity), line.costCents),
        userId: storekeeper,
        occurredAt: byNow(instant.plus({ seconds: movements.length % 50 })),
        line,
        order,
      })
    }
    order.changes += 1
    const complete = order.lines.every((line) => line.received === line.quantity)
    order.status = complete ? 'received' : 'partially_received'
    order.receivedAt = complete ? instant : null
    order.dueOn = complete ? null : instant.startOf('day').plus({ days: 2 })
  }

  for (let index = 0; index < HISTORY_DAYS; index++) {
    const day = firstDay.plus({ days: index })
    const daysLeft = HISTORY_DAYS - 1 - index

    /* The 1st: a stocktake before the deliveries. */
    if (day.day === 1 && happened(at(day, 6, 30))) {
      const counted = products.filter(() => random() < 0.2)
      for (const [position, state] of counted.entries()) {
        if (state.onHand <= 0) continue
        const step = STEP[state.product.unit]
        const found = random() < 0.2
        const difference = Math.max(1, Math.round((state.onHand * between(0, 0.03)) / step)) * step
        const change = found ? difference : -Math.min(difference, state.onHand)
        if (change === 0) continue
        movements.push({
          productId: state.id,
          kind: 'adjustment',
          reason: 'stocktake',
          quantity: text(change),
          expectedQuantity: text(state.onHand),
          countedQuantity: text(state.onHand + change),
          userId: storekeeper,
          occurredAt: byNow(at(day, 6, 30).plus({ minutes: position })),
        })
        state.onHand += change
      }
    }

    const dawn = new Map(products.map((state) => [state.id, state.onHand]))

    /* Mornings: what is due arrives (not on Sundays), cancellations of yesterday's mistakes. */
    for (const order of orders) {
      if (order.status === 'ordered' && order.cancelledAt === null && random() < 0.004) {
        const instant = at(day, 9, 10)
        if (order.dueOn && order.dueOn > day && happened(instant)) {
          order.status = 'cancelled'
          order.cancelledAt = instant
          order.dueOn = null
          order.changes += 1
          for (const line of order.lines) {
            const state = products.find((entry) => entry.id === line.productId)!
            state.onOrder -= thousandthsOf(
              stockQuantityOf(text(line.quantity), line.product.factor)
            )
          }
          continue
        }
      }
      if (!order.dueOn || order.dueOn > day || day.weekday === 7) continue
      const instant = at(day, 7 + (leadTime.get(order.supplier) ?? 1), Math.floor(random() * 50))
      if (!happened(instant)) continue
      /* Lately more often, so a delivery is still half on its way today. */
      const split = random() < (daysLeft < 3 ? 0.5 : 0.06)
      receive(order, instant, order.status === 'ordered' && split)
      /* Sent back with the driver 20 minutes later: not when those 20 minutes are still to come. */
      if (
        PERISHABLE.has(order.supplier) &&
        random() < 0.03 &&
        happened(instant.plus({ minutes: 20 }))
      ) {
        const line = order.lines[Math.floor(random() * order.lines.length)]
        const state = products.find((entry) => entry.id === line.productId)!
        const back = Math.min(thousandthsOf(line.product.factor), state.onHand)
        if (back > 0) {
          state.onHand -= back
          movements.push({
            productId: line.productId,
            kind: 'return_to_supplier',
            quantity: text(-back),
            note: 'Spoiled on arrival, returned with the driver',
            userId: storekeeper,
            occurredAt: instant.plus({ minutes: 20 }).toJSDate(),
            order,
          })
        }
      }
    }

    /* Afternoons: spoilage and breakage. */
    if (happened(at(day, 15))) {
      for (const [position, state] of products.entries()) {
        const { product } = state
        const perishable = PERISHABLE.has(product.supplier) && random() < 0.025
        const broken =
          product.supplier === 'beverages' && product.unit === 'unit' && random() < 0.01
        if (!perishable && !broken) continue
        const step = STEP[product.unit]
        const amount = broken
          ? THOUSAND
          : Math.max(1, Math.round((product.dailyUse * THOUSAND * between(0.2, 0.6)) / step)) * step
        const loss = Math.min(amount, state.onHand)
        if (loss <= 0) continue
        state.onHand -= loss
        movements.push({
          productId: state.id,
          kind: 'adjustment',
          reason: broken ? 'damage' : 'waste',
          quantity: text(-loss),
          note: broken ? 'Dropped during service' : 'Past its best, thrown away',
          userId: cook,
          occurredAt: byNow(at(day, 15, position % 60)),
        })
      }
    }

    /* All day: what the restaurant's orders took as they were sent. */
    const sales =
      restaurant?.day({
        day,
        dawn: (id) => dawn.get(id) ?? 0,
        now: (id) => byId.get(id)?.onHand ?? 0,
        oversold: daysLeft < OVERSOLD_DAYS ? oversoldId : null,
      }) ?? []
    for (const sale of sales) {
      byId.get(sale.productId)!.onHand -= sale.quantity
      movements.push({
        productId: sale.productId,
        kind: 'sale_consumption',
        quantity: text(-sale.quantity),
        userId: sale.userId,
        occurredAt: sale.at.toJSDate(),
        sale: sale.order,
      })
    }

    /* Nights: what service used of the products no order takes. */
    if (happened(at(day, 22, 30))) {
      const weekend = day.weekday >= 5 ? 1.3 : day.weekday === 1 ? 0.8 : 1
      const summer = [6, 7, 8].includes(day.month) ? 1.3 : 1
      for (const [position, state] of products.entries()) {
        const { product } = state
        if (restaurant?.products.has(state.id)) continue
        const slow = SLOW.has(product.sku) || product.supplier === 'cleaning'
        if (slow && ![2, 5].includes(day.weekday)) continue
        const season = product.supplier === 'beverages' ? summer : 1
        const step = STEP[product.unit]
        const wanted =
          Math.round(
            (product.dailyUse *
              THOUSAND *
              (slow ? 3.5 : 1) *
              weekend *
              season *
              between(0.6, 1.4)) /
              step
          ) * step
        const oversold = product.sku === OVERSOLD && daysLeft < OVERSOLD_DAYS
        const used = oversold ? wanted : Math.min(wanted, Math.max(0, state.onHand))
        if (used <= 0) continue
        state.onHand -= used
        movements.push({
          productId: state.id,
          kind: 'sale_consumption',
          quantity: text(-used),
          service: day.toISODate()!,
          occurredAt: byNow(at(day, 22, 30).plus({ seconds: position })),
        })
      }
    }

    /* Late at night: reorder what has fallen to its reorder point. */
    const orderedAt = at(day, 23, 5)
    if (!happened(orderedAt)) continue
    const tonight = new Map<string, Order>()
    for (const state of products) {
      const { product } = state
      if (FORGOTTEN.has(product.sku) && daysLeft < FORGOTTEN_DAYS) continue
      if (product.sku === OVERSOLD && daysLeft < OVERSOLD_DAYS) continue
      const projected = state.onHand + state.onOrder
      const point = thousandthsOf(product.reorderPoint)
      if (projected > point) continue
      const factor = thousandthsOf(product.factor)
      const wanted = Math.max(thousandthsOf(product.reorderQuantity), point - projected)
      const units = Math.ceil(wanted / factor)
      let order = tonight.get(product.supplier)
      if (!order) {
        let expected = day.plus({ days: leadTime.get(product.supplier) ?? 1 })
        if (expected.weekday === 7) expected = expected.plus({ days: 1 })
        order = {
          supplier: product.supplier,
          supplierId: supplierIds.get(product.supplier)!,
          createdAt: orderedAt,
          expectedOn: expected,
          status: 'ordered',
          dueOn: expected,
          receivedAt: null,
          cancelledAt: null,
          changes: 1,
          lines: [],
        }
        tonight.set(product.supplier, order)
        orders.push(order)
      }
      order.lines.push({
        product,
        productId: state.id,
        quantity: units * THOUSAND,
        received: 0,
        costCents: priceOf(product, index),
      })
      state.onOrder += units * factor
    }
  }

  /* The last avocados went out before the box arrived: service ran below zero. */
  const oversold = products.find((state) => state.product.sku === OVERSOLD)!
  if (oversold.onHand >= 0) {
    const used = oversold.onHand + 4 * THOUSAND
    oversold.onHand -= used
    movements.push({
      productId: oversold.id,
      kind: 'sale_consumption',
      quantity: text(-used),
      service: now.toISODate()!,
      occurredAt: now.minus({ minutes: 30 }).toJSDate(),
    })
  }

  /* A draft for the cleaning cupboard, started this morning. */
  const cleaning = DEMO_PRODUCTS.filter((product) =>
    ['CLN-GLOVES', 'CLN-BAGS'].includes(product.sku)
  )
  const draftAt = DateTime.min(now.minus({ hours: 2 }), now.startOf('day').plus({ hours: 8 }))
  orders.push({
    supplier: 'cleaning',
    supplierId: supplierIds.get('cleaning')!,
    createdAt: draftAt,
    expectedOn: now.startOf('day').plus({ days: 5 }),
    status: 'draft',
    dueOn: null,
    receivedAt: null,
    cancelledAt: null,
    changes: 0,
    lines: cleaning.map((product) => ({
      product,
      productId: productIds.get(product.sku)!,
      quantity: 2 * THOUSAND,
      received: 0,
      costCents: priceOf(product, HISTORY_DAYS - 1),
    })),
  })
  await writeOrders(client, orders, storekeeper)
  await restaurant?.write(client)
  const history: HistoricMovement[] = movements
    .map((movement, position) => ({ movement, position }))
    .sort(
      (a, b) =>
        a.movement.occurredAt.getTime() - b.movement.occurredAt.getTime() || a.position - b.position
    )
    .map(({ movement: { line, order, service, sale, ...movement } }) => ({
      ...movement,
      reference: order
        ? { type: 'purchase_order', id: order.id!, label: order.number! }
        : sale
          ? { type: 'order', id: sale.id, label: sale.number }
          : service
            ? { type: 'restaurant_service', id: service, label: `Service ${service}` }
            : null,
      purchaseOrderLineId: movement.kind === 'purchase_receipt' ? (line?.id ?? null) : null,
    }))
  return writeHistory(client, history)
}

/** Orders in the order they were placed (so their numbers follow the calendar), then their lines. */
async function writeOrders(client: QueryClientContract, orders: Order[], buyer: number | null) {
  orders.sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())
  for (let start = 0; start < orders.length; start += CHUNK) {
    const chunk = orders.slice(start, start + CHUNK)
    const rows = await client
      .insertQuery()
      .table('purchase_orders')
      .multiInsert(
        chunk.map((order) => ({
          supplier_id: order.supplierId,
          status: order.status,
          expected_on: order.expectedOn.toISODate(),
          ordered_at: order.status === 'draft' ? null : order.createdAt.toJSDate(),
          received_at: order.receivedAt?.toJSDate() ?? null,
          cancelled_at: order.cancelledAt?.toJSDate() ?? null,
          created_by: buyer,
          lock_version: order.changes,
          created_at: order.createdAt.toJSDate(),
          updated_at: (order.receivedAt ?? order.cancelledAt ?? order.createdAt).toJSDate(),
        }))
      )
      .returning(['id', 'number'])
    rows.forEach((row: { id: number; number: string }, index: number) => {
      chunk[index].id = row.id
      chunk[index].number = row.number
    })
  }
  const lines = orders.flatMap((order) => order.lines.map((line) => ({ order, line })))
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK)
    const rows = await client
      .insertQuery()
      .table('purchase_order_lines')
      .multiInsert(
        chunk.map(({ order, line }) => ({
          purchase_order_id: order.id,
          product_id: line.productId,
          quantity: text(line.quantity),
          purchase_unit: line.product.purchaseUnit,
          unit_factor: line.product.factor,
          unit_cost_cents: line.costCents,
          received_quantity: text(line.received),
          created_at: order.createdAt.toJSDate(),
          updated_at: order.createdAt.toJSDate(),
        }))
      )
      .returning('id')
    rows.forEach((row: { id: number }, index: number) => {
      chunk[index].line.id = row.id
    })
  }
}
