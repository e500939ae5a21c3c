/*
| A year of the demo restaurant's closed orders, ending now, drawn from a
| seeded generator so every start makes the same story:
|
|   every day     20 to 45 orders (busier at weekends and in summer): breakfast
|                 coffee, lunch (a weekday lunch menu), the afternoon bar and
|                 dinner at the tables, by the waiters, with covers; takeaways;
|                 room service for guests in the house
|   each order    menu items and combos at their prices, sent once (one ticket
|                 per station, bumped when served), now and then a line voided
|                 before it was sent, a few discounts by the manager; paid by
|                 cash (tendered and change), card, transfer or charge to room,
|                 with tips; a handful of refunds
|   each shift    the cashier's drawer opened with a float and closed with the
|                 cash counted against the expected (a few cents out now and
|                 then); the shift still running today stays open
|
| A line is only ordered when its recipe's products are in stock: the
| inventory history (inventory_movements.ts) asks for each day's orders with
| what is on hand and takes their sends from stock as `sale_consumption`
| movements referencing the order, the way sending does. A charge to room goes
| on a booking in the house while the order was open and within its credit
| limit, as a folio charge with source 'restaurant.order' (what
| postFolioCharge writes); a stay that has checked out since settled it at
| check-out: the charge is added to its settling payment and its invoice.
| Everything is inserted in bulk with ids assigned here; no activity-log
| events are written.
*/
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { appZone } from '#services/clock'
import { taxOn, taxRateOf } from '#services/hotel/pricing'
import { discountOf, netOfGross } from '#services/restaurant/payments'
import { stockQuantity } from '#services/restaurant/recipe_cost'
import { t } from '#services/i18n'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { rebuildSalesTotals } from '#services/restaurant/sales_totals'
import { seededRandom, type SeededRandom } from './seeded_random.js'

const SEED = 20_261_127
const CHUNK = 2000
/* Cash, card, transfer, charge to room (when a guest is in the house). */
const METHODS = ['cash', 'card', 'transfer'] as const
const FLOAT_CENTS = 15_000
/* Lines sent before this hour are served from what was on hand at dawn, before deliveries. */
const DELIVERIES_DONE = 11

type Station = 'kitchen' | 'bar'
type RecipeLine = { productId: number; quantity: string; unit: string; productUnit: string }
type Item = {
  id: number
  name: string
  priceCents: number
  minutes: number
  station: Station
  category: string
  recipe: RecipeLine[]
}
type Combo = { id: number; name: string; priceCents: number; items: [Item, number][] }

type Line = {
  id: number
  item: Item | null
  combo: Combo | null
  quantity: number
  unitPriceCents: number
  course: number
  parent: Line | null
  voided: boolean
  ticket: number | null
}
type Payment = {
  id: number
  method: 'cash' | 'card' | 'transfer' | 'room_charge'
  amountCents: number
  tipCents: number
  tenderedCents: number | null
  changeCents: number
  reference: string
  bookingId: number | null
  folioChargeId: number | null
  drawer: Drawer | null
  refundOf: number | null
  reason: string | null
  cashierId: number
  paidAt: DateTime
}
type Order = {
  id: number
  kind: 'dine_in' | 'takeaway' | 'room_service'
  tableId: number | null
  bookingId: number | null
  customerId: number | null
  waiterId: number
  covers: number
  openedAt: DateTime
  sentAt: DateTime
  servedAt: DateTime
  closedAt: DateTime
  closedBy: number
  lines: Line[]
  subtotalCents: number
  discount: {
    kind: 'percent' | 'amount'
    value: number
    cents: number
    reason: string
    by: number
  } | null
  payments: Payment[]
}
type Drawer = {
  id: number
  cashierId: number
  openedAt: DateTime
  endsAt: DateTime
  cashCents: number
}
type Stay = {
  id: number
  from: DateTime
  until: DateTime | null
  checkedOut: boolean
  creditLimitCents: number
  ledger: { at: number; cents: number }[]
}
type FolioCharge = {
  id: number
  orderId: number
  bookingId: number
  description: string
  serviceDate: string
  amountCents: number
  taxCents: number
  totalCents: number
  postedBy: number
  at: DateTime
}

/** What the day's orders took from stock: one per product and send, as sending writes it. */
export type Consumption = {
  productId: number
  /** Thousandths of the product's stock unit. */
  quantity: number
  at: DateTime
  userId: number
  order: { id: number; number: string }
}

/** Stock a day's orders may use: on hand at dawn (before deliveries) and now (after them and the waste). */
export type DayStock = {
  day: DateTime
  dawn: (productId: number) => number
  now: (productId: number) => number
  /** A product served even when out of stock (sold out and still served). */
  oversold: number | null
}

export type RestaurantHistory = Awaited<ReturnType<typeof planRestaurantHistory>>

/* Deterministic UUIDs, one series per table, apart from the orders in service today (d3e0a000). */
const uuid = (series: string, serial: number) =>
  `${series}-0000-4000-8000-${serial.toString(16).padStart(12, '0')}`

async function nextId(client: QueryClientContract, table: string) {
  const row = await client.from(table).max('id as id').first()
  return Number(row?.id ?? 0) + 1
}

async function loadMenu(client: QueryClientContract) {
  const rows = await client
    .from('menu_items as i')
    .join('menu_categories as c', 'c.id', 'i.category_id')
    .where('i.is_active', true)
    .where('c.is_active', true)
    .orderBy('i.id')
    .select(
      'i.id',
      'i.name',
      'i.price_cents',
      'i.preparation_minutes',
      'c.station',
      'c.name as category'
    )
  const recipes = await client
    .from('menu_item_ingredients as r')
    .join('products as p', 'p.id', 'r.product_id')
    .orderBy('r.product_id')
    .select('r.menu_item_id', 'r.product_id', 'r.quantity', 'r.unit', 'p.unit as product_unit')
  const items = new Map<number, Item>(
    rows.map((row: any) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        minutes: row.preparation_minutes,
        station: row.station,
        category: row.category,
        recipe: recipes
          .filter((recipe: any) => recipe.menu_item_id === row.id)
          .map((recipe: any) => ({
            productId: recipe.product_id,
            quantity: recipe.quantity,
            unit: recipe.unit,
            productUnit: recipe.product_unit,
          })),
      },
    ])
  )
  const comboRows = await client.from('menu_combos').where('is_active', true).orderBy('id')
  const comboItems = await client.from('menu_combo_items').orderBy(['combo_id', 'menu_item_id'])
  const combos = new Map<string, Combo>()
  for (const row of comboRows) {
    const parts = comboItems
      .filter((part: any) => part.combo_id === row.id)
      .map((part: any) => [items.get(part.menu_item_id), part.quantity] as [Item, number])
    if (parts.length && parts.every(([item]) => item))
      combos.set(row.name, {
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        items: parts,
      })
  }
  const byCategory = new Map<string, Item[]>()
  for (const item of items.values())
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item])
  return { items: [...items.values()], byCategory, combos }
}

async function usersWithRole(client: QueryClientContract, role: string) {
  const rows = await client
    .from('users as u')
    .join('user_roles as ur', 'ur.user_id', 'u.id')
    .join('roles as r', 'r.id', 'ur.role_id')
    .where('r.name', role)
    .orderBy('u.id')
    .select('u.id')
  return rows.map((row: any) => row.id as number)
}

/** Stays in the house at some point of the year, with their folios' charges and payments over time. */
async function loadStays(client: QueryClientContract) {
  const rows = await client
    .from('bookings')
    .whereIn('status', ['checked_in', 'checked_out'])
    .whereNotNull('checked_in_at')
    .orderBy('id')
    .select('id', 'status', 'checked_in_at', 'checked_out_at', 'credit_limit_cents')
  const stays = new Map<number, Stay>(
    rows.map((row: any) => [
      row.id,
      {
        id: row.id,
        from: DateTime.fromJSDate(row.checked_in_at),
        until: row.checked_out_at ? DateTime.fromJSDate(row.checked_out_at) : null,
        checkedOut: row.status === 'checked_out',
        creditLimitCents: row.credit_limit_cents,
        ledger: [],
      },
    ])
  )
  const charges = await client
    .from('folio_charges')
    .select('booking_id', 'total_cents', 'created_at')
  for (const row of charges)
    stays.get(row.booking_id)?.ledger.push({ at: row.created_at.getTime(), cents: row.total_cents })
  const payments = await client
    .from('folio_payments')
    .select('booking_id', 'amount_cents', 'created_at')
  for (const row of payments)
    stays
      .get(row.booking_id)
      ?.ledger.push({ at: row.created_at.getTime(), cents: -row.amount_cents })
  return [...stays.values()]
}

/**
 * The restaurant's year, planned day by day as the inventory history asks
 * (`day`), then written (`write`) once the stock history is known. Null when
 * the installation has no menu, tables or staff to make it from.
 */
export async function planRestaurantHistory(client: QueryClientContract) {
  const menu = await loadMenu(client)
  const tables: { id: number; seats: number }[] = await client
    .from('restaurant_tables')
    .where('is_active', true)
    .orderBy('id')
    .select('id', 'seats')
  const [admin] = await usersWithRole(client, ADMINISTRATOR)
  const waiters = await usersWithRole(client, 'Waiter')
  const managers = await usersWithRole(client, 'Manager')
  const cashiers = await usersWithRole(client, 'Cashier')
  const cooks = await usersWithRole(client, 'Kitchen')
  if (!menu.items.some((item) => item.station === 'kitchen') || !tables.length || !admin)
    return null
  const manager = managers[0] ?? admin
  const floor = waiters.length ? waiters : [manager]
  /* The morning shift's till and the evening's (the manager takes it when there is one cashier). */
  const tills = [cashiers[0] ?? manager, cashiers[1] ?? manager]
  const cook = cooks[0] ?? null
  const stays = await loadStays(client)
  const customerRows = await client.from('customers').orderBy('id').select('id')
  const customers: number[] = customerRows.map((row: any) => row.id)
  const taxBp = await taxRateOf('restaurant', client)
  const zone = appZone()
  const now = DateTime.now().setZone(zone)
  const random = seededRandom(SEED)

  const ids = {
    order: await nextId(client, 'orders'),
    line: await nextId(client, 'order_lines'),
    ticket: await nextId(client, 'kitchen_tickets'),
    payment: await nextId(client, 'payments'),
    drawer: await nextId(client, 'cash_drawers'),
    charge: await nextId(client, 'folio_charges'),
  }
  const orders: Order[] = []
  const drawers: Drawer[] = []
  const charges: FolioCharge[] = []
  const tickets: { id: number; order: Order; station: Station; sentAt: DateTime }[] = []

  const pool = (...categories: string[]) =>
    categories.flatMap((category) => menu.byCategory.get(category) ?? [])
  const kitchen = menu.items.filter((item) => item.station === 'kitchen')
  const bar = menu.items.filter((item) => item.station === 'bar')
  const choose = (items: Item[]) => (items.length ? items : kitchen)
  const starters = choose(pool('Starters', 'Salads'))
  const mains = choose(pool('Mains', 'Pasta', 'Salads'))
  const sides = choose(pool('Sides'))
  const desserts = choose(pool('Desserts'))
  const hot = pool('Hot drinks').length ? pool('Hot drinks') : bar
  const soft = pool('Soft drinks').length ? pool('Soft drinks') : bar
  const drinks = pool('Wine and beer', 'Cocktails').length
    ? pool('Wine and beer', 'Cocktails')
    : bar

  const newOrder = (
    kind: Order['kind'],
    openedAt: DateTime,
    covers: number,
    minutes: number
  ): Order => ({
    id: 0,
    kind,
    tableId: null,
    bookingId: null,
    customerId: null,
    waiterId: random.chance(0.15) ? manager : random.pick(floor),
    covers,
    openedAt,
    sentAt: openedAt.plus({ minutes: random.int(3, 9) }),
    servedAt: openedAt,
    closedAt: openedAt.plus({ minutes }),
    closedBy: tills[0],
    lines: [],
    subtotalCents: 0,
    discount: null,
    payments: [],
  })

  /** One day: its orders, planned with what is in stock; answers what their sends took. */
  function day(stock: DayStock): Consumption[] {
    const date = stock.day.startOf('day')
    const usedEarly = new Map<number, number>()
    const used = new Map<number, number>()
    const weekend = [5, 6].includes(date.weekday) ? 1.35 : date.weekday === 7 ? 1.15 : 1
    const summer = [6, 7, 8].includes(date.month) ? 1.12 : 1
    const count = Math.round(26 * weekend * summer * (0.85 + random.next() * 0.3))
    const free = new Map<number, DateTime>()
    const inHouse = (from: DateTime, until: DateTime) =>
      stays.filter((stay) => stay.from < from && (stay.until === null || until < stay.until))

    const needOf = (item: Item, quantity: number) => {
      const need = new Map<number, number>()
      for (const line of item.recipe) {
        const amount = Number(stockQuantity(line, quantity) ?? 0n)
        if (amount > 0) need.set(line.productId, (need.get(line.productId) ?? 0) + amount)
      }
      return need
    }
    /* Takes the portions from the day's stock when every product of the recipe is there. */
    const take = (items: [Item, number][], early: boolean) => {
      const need = new Map<number, number>()
      for (const [item, quantity] of items)
        for (const [id, amount] of needOf(item, quantity))
          need.set(id, (need.get(id) ?? 0) + amount)
      for (const [id, amount] of need) {
        if (id === stock.oversold) continue
        if ((used.get(id) ?? 0) + amount > stock.now(id)) return false
        if (early && (usedEarly.get(id) ?? 0) + amount > stock.dawn(id)) return false
      }
      for (const [id, amount] of need) {
        used.set(id, (used.get(id) ?? 0) + amount)
        if (early) usedEarly.set(id, (usedEarly.get(id) ?? 0) + amount)
      }
      return true
    }
    const addItem = (order: Order, choices: Item[], quantity: number, course = 1) => {
      const early = order.sentAt.hour < DELIVERIES_DONE
      for (let attempt = 0; attempt < 3; attempt++) {
        const item = random.pick(choices)
        if (!take([[item, quantity]], early)) continue
        const same = order.lines.find((line) => line.item === item && !line.voided)
        if (same) same.quantity += quantity
        else
          order.lines.push({
            id: 0,
            item,
            combo: null,
            quantity,
            unitPriceCents: item.priceCents,
            course,
            parent: null,
            voided: false,
            ticket: null,
          })
        return
      }
    }
    const addCombo = (order: Order, name: string, quantity: number) => {
      const combo = menu.combos.get(name)
      if (!combo) return false
      const parts = combo.items.map(([item, each]) => [item, each * quantity] as [Item, number])
      if (!take(parts, order.sentAt.hour < DELIVERIES_DONE)) return false
      const parent: Line = {
        id: 0,
        item: null,
        combo,
        quantity,
        unitPriceCents: combo.priceCents,
        course: 1,
        parent: null,
        voided: false,
        ticket: null,
      }
      order.lines.push(parent)
      for (const [item, each] of parts)
        order.lines.push({
          ...parent,
          id: 0,
          item,
          combo: null,
          quantity: each,
          unitPriceCents: 0,
          parent,
        })
      return true
    }

    const planned: Order[] = []
    for (let n = 0; n < count; n++) {
      const roll = random.next()
      const period =
        roll < 0.1 ? 'breakfast' : roll < 0.48 ? 'lunch' : roll < 0.56 ? 'bar' : 'dinner'
      const [from, span, length] = {
        breakfast: [7 * 60 + 30, 180, [25, 45]],
        lunch: [12 * 60 + 15, 165, [45, 85]],
        bar: [16 * 60, 150, [30, 70]],
        dinner: [19 * 60, 180, [60, 110]],
      }[period] as [number, number, [number, number]]
      const openedAt = date.plus({ minutes: from + random.int(0, span) })
      const minutes = random.int(...length)
      const kindRoll = random.next()
      let order: Order
      if (kindRoll < 0.1 && period !== 'breakfast') {
        order = newOrder('takeaway', openedAt, 1, random.int(15, 30))
        if (customers.length && random.chance(0.6)) order.customerId = random.pick(customers)
      } else if (kindRoll < 0.16) {
        const guests = inHouse(openedAt, openedAt.plus({ minutes: 60 }))
        if (!guests.length) continue
        order = newOrder('room_service', openedAt, random.int(1, 2), random.int(30, 50))
        order.bookingId = random.pick(guests).id
      } else {
        const covers = Math.min(8, [1, 2, 2, 2, 3, 4, 4, 5, 6][random.int(0, 8)])
        order = newOrder('dine_in', openedAt, covers, minutes)
        const table = tables.find(
          (candidate) =>
            candidate.seats >= covers &&
            candidate.seats <= covers + 2 &&
            (free.get(candidate.id) ?? date) <= openedAt
        )
        if (!table) continue
        order.tableId = table.id
        free.set(table.id, order.closedAt.plus({ minutes: 10 }))
        if (customers.length && random.chance(0.2)) order.customerId = random.pick(customers)
      }
      if (order.closedAt > now.minus({ minutes: 5 })) continue

      const covers = order.covers
      const share = Math.max(1, Math.ceil(covers / 2))
      if (period === 'breakfast') {
        addItem(order, hot, covers)
        if (random.chance(0.4)) addItem(order, desserts, share)
        if (random.chance(0.3)) addCombo(order, 'Coffee and cake', 1)
      } else if (period === 'bar') {
        if (random.chance(0.25)) addCombo(order, 'Coffee and cake', covers)
        else addItem(order, drinks, covers)
        if (random.chance(0.5)) addItem(order, drinks, covers)
        if (random.chance(0.4)) addItem(order, starters, share)
      } else if (order.kind === 'takeaway') {
        if (!random.chance(0.4) || !addCombo(order, 'Burger meal', 1)) {
          addItem(order, mains, random.int(1, 2))
          if (random.chance(0.5)) addItem(order, sides, 1)
          addItem(order, soft, 1)
        }
      } else {
        const weekday = date.weekday <= 5 && period === 'lunch'
        const forTwo = period === 'dinner' && covers === 2 && random.chance(0.12)
        if (forTwo && addCombo(order, 'Dinner for two', 1)) addItem(order, desserts, 1, 2)
        else {
          const menus = weekday && random.chance(0.35) ? random.int(1, covers) : 0
          if (menus) addCombo(order, 'Lunch menu', menus)
          if (random.chance(period === 'dinner' ? 0.6 : 0.35)) addItem(order, starters, share)
          for (let cover = menus; cover < covers; cover++) addItem(order, mains, 1, 2)
          if (random.chance(0.3)) addItem(order, sides, share, 2)
          addItem(order, period === 'dinner' ? drinks : [...soft, ...drinks], covers)
          if (random.chance(0.35)) addItem(order, desserts, share, 3)
          if (random.chance(0.3)) addItem(order, hot, share, 3)
        }
      }
      if (!order.lines.length) continue
      /* Keyed by mistake and voided before it went to the kitchen. */
      if (random.chance(0.05)) {
        const item = random.pick(mains)
        order.lines.push({
          id: 0,
          item,
          combo: null,
          quantity: 1,
          unitPriceCents: item.priceCents,
          course: 1,
          parent: null,
          voided: true,
          ticket: null,
        })
      }
      planned.push(order)
    }
    planned.sort((a, b) => a.openedAt.toMillis() - b.openedAt.toMillis())
    const consumption: Consumption[] = []
    for (const order of planned) {
      order.id = ids.order++
      for (const line of order.lines) line.id = ids.line++
      orders.push(order)
      consumption.push(...settle(order))
    }
    return consumption
  }

  /** Tickets, totals, discount and payments of one order; answers what its send took from stock. */
  function settle(order: Order): Consumption[] {
    const sent = order.lines.filter((line) => !line.voided)
    const longest = Math.max(...sent.map((line) => line.item?.minutes ?? 0))
    order.servedAt = DateTime.min(
      order.sentAt.plus({ minutes: longest + random.int(2, 8) }),
      order.closedAt.minus({ minutes: 2 })
    )
    for (const station of ['kitchen', 'bar'] as Station[]) {
      const lines = sent.filter((line) => line.item?.station === station)
      if (!lines.length) continue
      const id = ids.ticket++
      tickets.push({ id, order, station, sentAt: order.sentAt })
      for (const line of lines) line.ticket = id
    }
    order.subtotalCents = sent
      .filter((line) => line.parent === null)
      .reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0)
    if (random.chance(0.03)) {
      const percent = random.chance(0.6)
      const value = percent ? random.pick([1000, 1500, 2000]) : random.pick([300, 500, 1000])
      const cents = discountOf(percent ? 'percent' : 'amount', value, order.subtotalCents)
      if (cents < order.subtotalCents)
        order.discount = {
          kind: percent ? 'percent' : 'amount',
          value,
          cents,
          reason: random.pick([
            'Regular guest',
            'Long wait for the mains',
            'Birthday',
            'Staff meal',
          ]),
          by: manager,
        }
    }
    pay(order)

    const perProduct = new Map<number, number>()
    for (const line of sent)
      for (const ingredient of line.item?.recipe ?? []) {
        const amount = Number(stockQuantity(ingredient, line.quantity) ?? 0n)
        if (amount > 0)
          perProduct.set(ingredient.productId, (perProduct.get(ingredient.productId) ?? 0) + amount)
      }
    const reference = { id: order.id, number: numberOf(order.id) }
    return [...perProduct]
      .sort(([a], [b]) => a - b)
      .map(([productId, quantity]) => ({
        productId,
        quantity,
        at: order.sentAt,
        userId: order.waiterId,
        order: reference,
      }))
  }

  /* The till of the shift at `at`: the morning's until half past three, then the evening's. */
  function drawerAt(at: DateTime) {
    const date = at.startOf('day')
    const evening = at.hour * 60 + at.minute >= 15 * 60 + 30
    const openedAt = date.plus({ hours: evening ? 15 : 7, minutes: evening ? 30 : 0 })
    const cashierId = tills[evening ? 1 : 0]
    const known = drawers.find(
      (drawer) => drawer.cashierId === cashierId && +drawer.openedAt === +openedAt
    )
    if (known) return known
    const drawer: Drawer = {
      id: ids.drawer++,
      cashierId,
      openedAt,
      endsAt: date.plus({ hours: evening ? 23 : 15, minutes: evening ? 59 : 30 }),
      cashCents: 0,
    }
    drawers.push(drawer)
    return drawer
  }

  function pay(order: Order) {
    const due = order.subtotalCents - (order.discount?.cents ?? 0)
    const at = order.closedAt
    const drawer = drawerAt(at)
    order.closedBy = drawer.cashierId
    const payment = (method: Payment['method'], amount: number, tip: number): Payment => ({
      id: ids.payment++,
      method,
      amountCents: amount,
      tipCents: tip,
      tenderedCents: null,
      changeCents: 0,
      reference: '',
      bookingId: null,
      folioChargeId: null,
      drawer: null,
      refundOf: null,
      reason: null,
      cashierId: drawer.cashierId,
      paidAt: at,
    })
    const tipOf = (amount: number) =>
      random.chance(0.45) ? Math.round((amount * random.pick([5, 8, 10, 12])) / 100 / 50) * 50 : 0

    const room =
      order.kind === 'room_service'
        ? random.chance(0.85)
          ? stays.find((stay) => stay.id === order.bookingId)!
          : null
        : order.kind === 'dine_in' && random.chance(0.06)
          ? (random.pick(
              stays.filter((stay) => stay.from < order.openedAt && (!stay.until || at < stay.until))
            ) ?? null)
          : null
    if (room && due > 0) {
      const tip = tipOf(due)
      const net = netOfGross(due + tip, taxBp)
      const tax = taxOn(net, taxBp)
      const balance = room.ledger
        .filter((entry) => entry.at <= at.toMillis())
        .reduce((sum, entry) => sum + entry.cents, 0)
      if (net >= 1 && balance + net + tax <= room.creditLimitCents) {
        const charge: FolioCharge = {
          id: ids.charge++,
          bookingId: room.id,
          orderId: order.id,
          description: t('restaurant_pay.folio_description', { number: numberOf(order.id) }),
          serviceDate: at.toISODate()!,
          amountCents: net,
          taxCents: tax,
          totalCents: net + tax,
          postedBy: drawer.cashierId,
          at,
        }
        charges.push(charge)
        room.ledger.push({ at: at.toMillis(), cents: net + tax })
        order.payments.push({
          ...payment('room_charge', due, tip),
          bookingId: room.id,
          folioChargeId: charge.id,
        })
        return
      }
    }
    /* Now and then two guests pay their halves their own way. */
    const halves =
      due >= 2000 && order.covers > 1 && random.chance(0.08)
        ? [due - Math.floor(due / 2), Math.floor(due / 2)]
        : [due]
    for (const amount of halves) {
      if (amount <= 0) continue
      const roll = random.next()
      const method = roll < 0.32 ? METHODS[0] : roll < 0.9 ? METHODS[1] : METHODS[2]
      const tip = method === 'transfer' ? 0 : tipOf(amount)
      const taken = payment(method, amount, tip)
      if (method === 'cash') {
        const note = [500, 1000, 2000, 5000, 10000].find((value) => value >= amount + tip)
        const tendered =
          random.chance(0.5) || !note
            ? Math.ceil((amount + tip) / 500) * 500
            : Math.max(note, amount + tip)
        taken.tenderedCents = tendered
        taken.changeCents = tendered - amount - tip
        taken.drawer = drawer
        drawer.cashCents += tendered - taken.changeCents
      }
      if (method === 'transfer') taken.reference = `TRF-${random.int(100000, 999999)}`
      order.payments.push(taken)
    }
    /* A dish sent back after paying: part of a payment refunded, from the same till. */
    const refundable = order.payments.find((taken) => taken.method !== 'room_charge')
    const refundAt = at.plus({ minutes: random.int(5, 20) })
    if (refundable && random.chance(0.004) && refundAt < drawer.endsAt && refundAt < now) {
      const amount = Math.min(
        refundable.amountCents,
        Math.max(...order.lines.filter((line) => !line.voided).map((line) => line.unitPriceCents))
      )
      const refund: Payment = {
        ...payment(refundable.method, -amount, 0),
        refundOf: refundable.id,
        reason: random.pick(['Dish sent back', 'Charged twice for a drink', 'Cold food, refunded']),
        paidAt: refundAt,
      }
      if (refund.method === 'cash') {
        refund.drawer = drawer
        drawer.cashCents -= amount
      }
      order.payments.push(refund)
    }
  }

  const products = new Set(menu.items.flatMap((item) => item.recipe.map((line) => line.productId)))

  async function write(trx: QueryClientContract) {
    await writeOrders(trx, orders)
    await writeTickets(trx, tickets, cook)
    await writeLines(trx, orders)
    await writeDrawers(trx, drawers, now, random)
    await writeCharges(trx, charges, stays, taxBp)
    await writePayments(trx, orders)
    for (const table of [
      'orders',
      'order_lines',
      'kitchen_tickets',
      'payments',
      'cash_drawers',
      'folio_charges',
    ])
      await trx.rawQuery(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`
      )
    return orders.length
  }

  return { products, day, write }
}

/* One INSERT … SELECT FROM unnest(arrays) per batch: a handful of bindings however many rows. */
async function insertColumns(
  client: QueryClientContract,
  table: string,
  types: Record<string, string>,
  rows: Record<string, unknown>[]
) {
  const names = Object.keys(types)
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    await client.rawQuery(
      `INSERT INTO ${table} (${names.join(', ')})
       SELECT * FROM unnest(${names.map((name) => `?::${types[name]}[]`).join(', ')})`,
      names.map((name) => chunk.map((row) => row[name] ?? null)) as unknown as string[]
    )
  }
}

/* The order's number as the database generates it from the id. */
const numberOf = (id: number) => `OR-${String(id).padStart(6, '0')}`
const iso = (instant: DateTime | null) => instant?.toUTC().toISO() ?? null

async function writeOrders(client: QueryClientContract, orders: Order[]) {
  await insertColumns(
    client,
    'orders',
    {
      id: 'int',
      kind: 'text',
      table_id: 'int',
      booking_id: 'int',
      customer_id: 'int',
      waiter_id: 'int',
      covers: 'smallint',
      status: 'text',
      subtotal_cents: 'int',
      discount_cents: 'int',
      paid_cents: 'int',
      tip_cents: 'int',
      discount_kind: 'text',
      discount_value: 'int',
      discount_reason: 'text',
      discounted_by: 'int',
      lock_version: 'int',
      opened_at: 'timestamptz',
      sent_at: 'timestamptz',
      served_at: 'timestamptz',
      closed_at: 'timestamptz',
      closed_by: 'int',
      created_by: 'int',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    orders.map((order) => {
      const last = order.payments[order.payments.length - 1].paidAt
      return {
        id: order.id,
        kind: order.kind,
        table_id: order.tableId,
        booking_id: order.kind === 'room_service' ? order.bookingId : null,
        customer_id: order.customerId,
        waiter_id: order.waiterId,
        covers: order.covers,
        status: 'closed',
        subtotal_cents: order.subtotalCents,
        discount_cents: order.discount?.cents ?? 0,
        paid_cents: order.payments.reduce((sum, payment) => sum + payment.amountCents, 0),
        tip_cents: order.payments.reduce((sum, payment) => sum + payment.tipCents, 0),
        discount_kind: order.discount?.kind,
        discount_value: order.discount?.value,
        discount_reason: order.discount?.reason,
        discounted_by: order.discount?.by,
        lock_version: 3 + order.payments.length + (order.discount ? 1 : 0),
        opened_at: iso(order.openedAt),
        sent_at: iso(order.sentAt),
        served_at: iso(order.servedAt),
        closed_at: iso(order.closedAt),
        closed_by: order.closedBy,
        created_by: order.waiterId,
        created_at: iso(order.openedAt),
        updated_at: iso(DateTime.max(order.closedAt, last)),
      }
    })
  )
}

async function writeLines(client: QueryClientContract, orders: Order[]) {
  let serial = 0
  await insertColumns(
    client,
    'order_lines',
    {
      id: 'int',
      order_id: 'int',
      client_key: 'uuid',
      parent_line_id: 'int',
      menu_item_id: 'int',
      combo_id: 'int',
      name: 'text',
      unit_price_cents: 'int',
      quantity: 'smallint',
      course: 'smallint',
      station: 'text',
      preparation_minutes: 'smallint',
      ticket_id: 'int',
      kitchen_status: 'text',
      sent_at: 'timestamptz',
      status_changed_at: 'timestamptz',
      voided_at: 'timestamptz',
      voided_by: 'int',
      void_reason: 'text',
      added_by: 'int',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    orders.flatMap((order) =>
      order.lines.map((line) => {
        const voidedAt = line.voided ? order.openedAt.plus({ minutes: 2 }) : null
        return {
          id: line.id,
          order_id: order.id,
          client_key: uuid('d3e0b000', ++serial),
          parent_line_id: line.parent?.id,
          menu_item_id: line.item?.id,
          combo_id: line.combo?.id,
          name: line.item?.name ?? line.combo?.name,
          unit_price_cents: line.unitPriceCents,
          quantity: line.quantity,
          course: line.course,
          station: line.item?.station,
          preparation_minutes: line.item?.minutes ?? 0,
          ticket_id: line.ticket,
          kitchen_status: line.voided ? null : 'served',
          sent_at: line.voided ? null : iso(order.sentAt),
          status_changed_at: line.voided ? null : iso(order.servedAt),
          voided_at: iso(voidedAt),
          voided_by: line.voided ? order.waiterId : null,
          void_reason: line.voided ? 'Keyed by mistake' : null,
          added_by: order.waiterId,
          created_at: iso(order.openedAt),
          updated_at: iso(voidedAt ?? order.servedAt),
        }
      })
    )
  )
}

async function writeTickets(
  client: QueryClientContract,
  tickets: { id: number; order: Order; station: Station; sentAt: DateTime }[],
  cook: number | null
) {
  await insertColumns(
    client,
    'kitchen_tickets',
    {
      id: 'int',
      order_id: 'int',
      station: 'text',
      send_key: 'uuid',
      sent_by: 'int',
      sent_at: 'timestamptz',
      bumped_at: 'timestamptz',
      bumped_by: 'int',
    },
    tickets.map((ticket) => ({
      id: ticket.id,
      order_id: ticket.order.id,
      station: ticket.station,
      /* One send per order: its tickets share the key. */
      send_key: uuid('d3e0d000', ticket.order.id),
      sent_by: ticket.order.waiterId,
      sent_at: iso(ticket.sentAt),
      bumped_at: iso(ticket.order.servedAt),
      bumped_by: ticket.station === 'kitchen' ? cook : ticket.order.waiterId,
    }))
  )
}

async function writeDrawers(
  client: QueryClientContract,
  drawers: Drawer[],
  now: DateTime,
  random: SeededRandom
) {
  await insertColumns(
    client,
    'cash_drawers',
    {
      id: 'int',
      cashier_id: 'int',
      float_cents: 'int',
      opened_at: 'timestamptz',
      closed_at: 'timestamptz',
      closed_by: 'int',
      expected_cents: 'int',
      counted_cents: 'int',
      difference_cents: 'int',
      close_note: 'text',
    },
    drawers.map((drawer) => {
      /* The shift still running keeps its drawer open. */
      const closedAt = drawer.endsAt
      const open = closedAt > now
      const expected = FLOAT_CENTS + drawer.cashCents
      const difference = random.chance(0.15)
        ? random.pick([-500, -200, -100, -50, 50, 100, 200])
        : 0
      return {
        id: drawer.id,
        cashier_id: drawer.cashierId,
        float_cents: FLOAT_CENTS,
        opened_at: iso(drawer.openedAt),
        closed_at: open ? null : iso(closedAt),
        closed_by: open ? null : drawer.cashierId,
        expected_cents: open ? null : expected,
        counted_cents: open ? null : expected + difference,
        difference_cents: open ? null : difference,
        close_note:
          open || difference === 0
            ? ''
            : difference < 0
              ? 'Short after recount'
              : 'Over after recount',
      }
    })
  )
}

/** The folio charges, and for a stay already gone, the charge settled at check-out and invoiced. */
async function writeCharges(
  client: QueryClientContract,
  charges: FolioCharge[],
  stays: Stay[],
  taxBp: number
) {
  await insertColumns(
    client,
    'folio_charges',
    {
      id: 'int',
      booking_id: 'int',
      kind: 'text',
      description: 'text',
      service_date: 'date',
      amount_cents: 'int',
      tax_rate_bp: 'int',
      tax_cents: 'int',
      total_cents: 'int',
      source: 'text',
      source_ref: 'text',
      posted_by: 'int',
      created_at: 'timestamptz',
    },
    charges.map((charge) => ({
      id: charge.id,
      booking_id: charge.bookingId,
      kind: 'restaurant',
      description: charge.description,
      service_date: charge.serviceDate,
      amount_cents: charge.amountCents,
      tax_rate_bp: taxBp,
      tax_cents: charge.taxCents,
      total_cents: charge.totalCents,
      source: 'restaurant.order',
      source_ref: String(charge.orderId),
      posted_by: charge.postedBy,
      created_at: iso(charge.at),
    }))
  )
  const gone = new Map(stays.filter((stay) => stay.checkedOut).map((stay) => [stay.id, stay]))
  const byStay = new Map<number, FolioCharge[]>()
  for (const charge of charges)
    if (gone.has(charge.bookingId))
      byStay.set(charge.bookingId, [...(byStay.get(charge.bookingId) ?? []), charge])
  for (const [bookingId, settled] of byStay) {
    const stay = gone.get(bookingId)!
    const total = settled.reduce((sum, charge) => sum + charge.totalCents, 0)
    const paidAt = stay.until!
    await client.table('folio_payments').insert({
      booking_id: bookingId,
      method: 'card',
      is_deposit: false,
      amount_cents: total,
      reference: '',
      created_at: paidAt.toJSDate(),
    })
    const invoice = await client.from('invoices').where('booking_id', bookingId).first()
    if (!invoice) continue
    const snapshot = (
      typeof invoice.snapshot === 'string' ? JSON.parse(invoice.snapshot) : invoice.snapshot
    ) as InvoiceSnapshot
    const net = settled.reduce((sum, charge) => sum + charge.amountCents, 0)
    const tax = settled.reduce((sum, charge) => sum + charge.taxCents, 0)
    snapshot.charges.push(
      ...settled.map((charge) => ({
        serviceDate: charge.serviceDate,
        kind: 'restaurant' as const,
        description: charge.description,
        amountCents: charge.amountCents,
        taxRateBp: taxBp,
        taxCents: charge.taxCents,
        totalCents: charge.totalCents,
      }))
    )
    snapshot.charges.sort((a, b) => a.serviceDate.localeCompare(b.serviceDate))
    snapshot.payments.push({
      date: paidAt.toUTC().toISO()!,
      method: 'card',
      isDeposit: false,
      amountCents: total,
      reference: '',
    })
    snapshot.totals = {
      subtotalCents: snapshot.totals.subtotalCents + net,
      taxCents: snapshot.totals.taxCents + tax,
      totalCents: snapshot.totals.totalCents + total,
      paidCents: snapshot.totals.paidCents + total,
      balanceCents: 0,
    }
    await client
      .from('invoices')
      .where('id', invoice.id)
      .update({
        subtotal_cents: snapshot.totals.subtotalCents,
        tax_cents: snapshot.totals.taxCents,
        total_cents: snapshot.totals.totalCents,
        paid_cents: snapshot.totals.paidCents,
        snapshot: JSON.stringify(snapshot),
      })
  }
}

async function writePayments(client: QueryClientContract, orders: Order[]) {
  let serial = 0
  await insertColumns(
    client,
    'payments',
    {
      id: 'int',
      client_key: 'uuid',
      order_id: 'int',
      method: 'text',
      amount_cents: 'int',
      tip_cents: 'int',
      tendered_cents: 'int',
      change_cents: 'int',
      reference: 'text',
      booking_id: 'int',
      folio_charge_id: 'int',
      cash_drawer_id: 'int',
      refund_of: 'int',
      reason: 'text',
      cashier_id: 'int',
      paid_at: 'timestamptz',
    },
    orders.flatMap((order) =>
      order.payments.map((payment) => ({
        id: payment.id,
        client_key: uuid('d3e0c000', ++serial),
        order_id: order.id,
        method: payment.method,
        amount_cents: payment.amountCents,
        tip_cents: payment.tipCents,
        tendered_cents: payment.tenderedCents,
        change_cents: payment.changeCents,
        reference: payment.reference,
        booking_id: payment.bookingId,
        folio_charge_id: payment.folioChargeId,
        cash_drawer_id: payment.drawer?.id,
        refund_of: payment.refundOf,
        reason: payment.reason,
        cashier_id: payment.cashierId,
        paid_at: iso(payment.paidAt),
      }))
    )
  )
}

/**
 * The restaurant history's last step, in the demo's transaction once the
 * orders and the stock they took are written: the daily sales totals the
 * reports read are worked out from them.
 */
export function finishRestaurantHistory(trx: TransactionClientContract) {
  return rebuildSalesTotals(trx)
}
