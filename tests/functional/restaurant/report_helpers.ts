import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import MenuCombo from '#models/restaurant/menu_combo'
import { localInstant } from '#services/clock'
import { rebuildSalesTotals } from '#services/restaurant/sales_totals'
import { createUser } from '#tests/helpers/identity'
import { customer, diningTable } from './helpers.js'
import { menuCategory, menuItem, stocked } from './menu_helpers.js'

/*
| The restaurant reports' small restaurant, every figure worked out by hand in
| the specs. Times are local (APP_TZ). The range is 2027-04-01 … 2027-04-02.
|
| Menu: Steak 18.90 (Mains; 180 g of BEEF at 12.50/kg today = 2.25 a portion),
| Cola 3.00 (Drinks; 1 COLA at 0.95 = 0.95), Soup 6.00 (Mains, no recipe),
| combo "Steak and a drink" 20.00 (a Steak and a Cola).
| Tables: T1 (Terrace), T2 and T3 (Hall), T9 (Hall, inactive). Waiters Wen, Xia.
|
| O1 04-01 12:10→13:40 dine-in T1 Wen, 2 covers: Steak ×2 37.80, Cola ×2 6.00
|    = 43.80, discount 5.00, tip 4.00; card 38.80 + tip 4.00 at 13:40.
|    Stock: BEEF −4.68 (0.36 kg at 13.00), COLA −1.90 → 6.58.
| O2 04-01 19:05→19:20 takeaway Xia, 1 cover: combo ×1 20.00 (Steak, Cola at 0),
|    Soup ×1 6.00, a Cola 3.00 sent then voided = 26.00; cash 26.00 at 19:20.
|    Stock: BEEF −2.25, COLA −1.90 (the combo's and the voided one) → 4.15.
| O3 04-02 20:00→21:00 dine-in T2 Xia, 4 covers: Steak ×1 18.90, Soup ×3 18.00,
|    Cola ×3 9.00 = 45.90, discount 10.00, tip 7.00; card 20.00 + tip 7.00 and
|    cash 15.90 at 21:00; cash refund −5.00 at 21:30.
|    Stock: BEEF −2.34 (0.18 kg at 13.00), COLA −2.85 → 5.19.
| O4 04-02 12:45→14:00 dine-in T1 Wen, 3 covers: Soup ×2 12.00, combo ×1 20.00
|    = 32.00, tip 3.00; transfer 32.00 + tip 3.00 at 14:00.
|    Stock: BEEF −2.25, COLA −0.95 → 3.20.
| Outside: O5 closed 04-03 00:30 (T2, Wen, Soup 6.00; card at 00:30); O6 still
| open on T3 (Xia).
|
| Reservations: 04-01 12:00 party 2 completed (T1); 04-01 19:00 party 4 no-show;
| 04-02 20:00 party 4 seated (T2); 04-02 13:00 party 6 cancelled; 04-02 21:30
| party 2 booked; 04-03 12:00 party 3 completed (outside).
*/
export const FROM = '2027-04-01'
export const TO = '2027-04-02'
export const RANGE = `from=${FROM}&to=${TO}`

const at = (date: string, time: string) => localInstant(date, time).toISO()!

type LineSpec = {
  item?: number
  combo?: number
  name: string
  price: number
  quantity: number
  voided?: boolean
  children?: { item: number; name: string; quantity: number }[]
}

type OrderSpec = {
  kind: 'dine_in' | 'takeaway'
  table?: number
  waiter: number
  covers: number
  opened: string
  closed: string | null
  discount?: number
  tip?: number
  lines: LineSpec[]
}

async function line(orderId: number, spec: LineSpec, sentAt: string, parent: number | null) {
  const [row] = await db
    .table('order_lines')
    .insert({
      order_id: orderId,
      client_key: randomUUID(),
      parent_line_id: parent,
      menu_item_id: spec.item ?? null,
      combo_id: spec.combo ?? null,
      name: spec.name,
      unit_price_cents: spec.price,
      quantity: spec.quantity,
      station: spec.combo ? null : 'kitchen',
      kitchen_status: 'served',
      sent_at: sentAt,
      voided_at: spec.voided ? sentAt : null,
      void_reason: spec.voided ? 'Spilt' : null,
      created_at: sentAt,
      updated_at: sentAt,
    })
    .returning('id')
  for (const child of spec.children ?? [])
    await line(
      orderId,
      { item: child.item, name: child.name, price: 0, quantity: child.quantity },
      sentAt,
      row.id
    )
}

async function order(spec: OrderSpec) {
  const subtotal = spec.lines
    .filter((entry) => !entry.voided)
    .reduce((sum, entry) => sum + entry.price * entry.quantity, 0)
  const [row] = await db
    .table('orders')
    .insert({
      kind: spec.kind,
      table_id: spec.table ?? null,
      waiter_id: spec.waiter,
      covers: spec.covers,
      status: spec.closed ? 'closed' : 'sent',
      subtotal_cents: subtotal,
      discount_cents: spec.discount ?? 0,
      paid_cents: spec.closed ? subtotal - (spec.discount ?? 0) : 0,
      tip_cents: spec.tip ?? 0,
      opened_at: spec.opened,
      sent_at: spec.opened,
      closed_at: spec.closed,
      created_at: spec.opened,
      updated_at: spec.closed ?? spec.opened,
    })
    .returning('id')
  for (const entry of spec.lines) await line(row.id, entry, spec.opened, null)
  return row.id as number
}

async function consumption(orderId: number, productId: number, quantity: string, value: number) {
  await db.table('stock_movements').insert({
    product_id: productId,
    kind: 'sale_consumption',
    quantity,
    unit_cost_cents: '0',
    value_cents: value,
    balance_after: '0',
    value_after_cents: 0,
    average_cost_after_cents: '0',
    reference_type: 'order',
    reference_id: String(orderId),
    reference_label: `OR-${orderId}`,
  })
}

type PaymentSpec = { method: string; amount: number; tip?: number; paidAt: string }

async function payments(orderId: number, cashier: number, drawer: number, specs: PaymentSpec[]) {
  const ids: number[] = []
  for (const spec of specs) {
    const [row] = await db
      .table('payments')
      .insert({
        client_key: randomUUID(),
        order_id: orderId,
        method: spec.method,
        amount_cents: spec.amount,
        tip_cents: spec.tip ?? 0,
        cash_drawer_id: spec.method === 'cash' ? drawer : null,
        refund_of: spec.amount < 0 ? ids[0] : null,
        reason: spec.amount < 0 ? 'Overcharged' : null,
        cashier_id: cashier,
        paid_at: spec.paidAt,
      })
      .returning('id')
    ids.push(row.id)
  }
}

async function menu() {
  const mains = await menuCategory({ name: 'Mains', station: 'kitchen' })
  const drinks = await menuCategory({ name: 'Drinks', station: 'bar' })
  const beef = await stocked('BEEF', 'kg', '1250')
  const cola = await stocked('COLA', 'unit', '95')
  const steak = await menuItem({ name: 'Steak', priceCents: 1890, categoryId: mains.id })
  const soda = await menuItem({ name: 'Cola', priceCents: 300, categoryId: drinks.id })
  const soup = await menuItem({ name: 'Soup', priceCents: 600, categoryId: mains.id })
  await db.table('menu_item_ingredients').multiInsert([
    { menu_item_id: steak.id, product_id: beef.id, quantity: '180', unit: 'g' },
    { menu_item_id: soda.id, product_id: cola.id, quantity: '1', unit: 'unit' },
  ])
  const combo = await MenuCombo.create({
    name: 'Steak and a drink',
    priceCents: 2000,
    isActive: true,
  })
  return {
    mains: mains.id,
    drinks: drinks.id,
    beef,
    cola,
    steak: steak.id,
    soda: soda.id,
    soup: soup.id,
    combo: combo.id,
  }
}

export async function smallRestaurant() {
  const m = await menu()
  const wen = await createUser({ fullName: 'Wen Li' })
  const xia = await createUser({ fullName: 'Xia Chen' })
  const t1 = await diningTable({ name: 'T1', area: 'Terrace', posX: 0 })
  const t2 = await diningTable({ name: 'T2', area: 'Hall', posX: 100 })
  const t3 = await diningTable({ name: 'T3', area: 'Hall', posX: 200 })
  await diningTable({ name: 'T9', area: 'Hall', posX: 300, isActive: false })
  const [drawer] = await db
    .table('cash_drawers')
    .insert({ cashier_id: wen.id, float_cents: 10000, opened_at: at('2027-04-01', '09:00') })
    .returning('id')
  const pay = (orderId: number, specs: PaymentSpec[]) => payments(orderId, wen.id, drawer.id, specs)
  const steak = { item: m.steak, name: 'Steak', price: 1890 }
  const cola = { item: m.soda, name: 'Cola', price: 300 }
  const soup = { item: m.soup, name: 'Soup', price: 600 }
  const combo = {
    combo: m.combo,
    name: 'Steak and a drink',
    price: 2000,
    quantity: 1,
    children: [
      { item: m.steak, name: 'Steak', quantity: 1 },
      { item: m.soda, name: 'Cola', quantity: 1 },
    ],
  }

  const o1 = await order({
    ...{ kind: 'dine_in', table: t1.id, waiter: wen.id, covers: 2, discount: 500, tip: 400 },
    opened: at('2027-04-01', '12:10'),
    closed: at('2027-04-01', '13:40'),
    lines: [
      { ...steak, quantity: 2 },
      { ...cola, quantity: 2 },
    ],
  })
  await consumption(o1, m.beef.id, '-0.360', -468)
  await consumption(o1, m.cola.id, '-2', -190)
  await pay(o1, [{ method: 'card', amount: 3880, tip: 400, paidAt: at('2027-04-01', '13:40') }])

  const o2 = await order({
    ...{ kind: 'takeaway', waiter: xia.id, covers: 1 },
    opened: at('2027-04-01', '19:05'),
    closed: at('2027-04-01', '19:20'),
    lines: [combo, { ...soup, quantity: 1 }, { ...cola, quantity: 1, voided: true }],
  })
  await consumption(o2, m.beef.id, '-0.180', -225)
  await consumption(o2, m.cola.id, '-2', -190)
  await pay(o2, [{ method: 'cash', amount: 2600, paidAt: at('2027-04-01', '19:20') }])

  const o3 = await order({
    ...{ kind: 'dine_in', table: t2.id, waiter: xia.id, covers: 4, discount: 1000, tip: 700 },
    opened: at('2027-04-02', '20:00'),
    closed: at('2027-04-02', '21:00'),
    lines: [
      { ...steak, quantity: 1 },
      { ...soup, quantity: 3 },
      { ...cola, quantity: 3 },
    ],
  })
  await consumption(o3, m.beef.id, '-0.180', -234)
  await consumption(o3, m.cola.id, '-3', -285)
  await pay(o3, [
    { method: 'cash', amount: 1590, paidAt: at('2027-04-02', '21:00') },
    { method: 'card', amount: 2000, tip: 700, paidAt: at('2027-04-02', '21:00') },
    { method: 'cash', amount: -500, paidAt: at('2027-04-02', '21:30') },
  ])

  const o4 = await order({
    ...{ kind: 'dine_in', table: t1.id, waiter: wen.id, covers: 3, tip: 300 },
    opened: at('2027-04-02', '12:45'),
    closed: at('2027-04-02', '14:00'),
    lines: [{ ...soup, quantity: 2 }, combo],
  })
  await consumption(o4, m.beef.id, '-0.180', -225)
  await consumption(o4, m.cola.id, '-1', -95)
  await pay(o4, [{ method: 'transfer', amount: 3200, tip: 300, paidAt: at('2027-04-02', '14:00') }])

  const o5 = await order({
    ...{ kind: 'dine_in', table: t2.id, waiter: wen.id, covers: 2 },
    opened: at('2027-04-02', '23:00'),
    closed: at('2027-04-03', '00:30'),
    lines: [{ ...soup, quantity: 1 }],
  })
  await pay(o5, [{ method: 'card', amount: 600, paidAt: at('2027-04-03', '00:30') }])
  await order({
    ...{ kind: 'dine_in', table: t3.id, waiter: xia.id, covers: 2, closed: null },
    opened: at('2027-04-02', '21:00'),
    lines: [{ ...steak, quantity: 1 }],
  })

  await reservations({ t1: t1.id, t2: t2.id })
  /* Written as history, so the sales totals are worked out from it, as after a bulk load. */
  await rebuildSalesTotals()
  return { wen, xia, t1, t2, t3, menu: m }
}

async function reservations({ t1, t2 }: { t1: number; t2: number }) {
  const guest = await customer()
  const spec = (date: string, time: string, party: number, status: string, table?: number) => {
    const starts = localInstant(date, time)
    return {
      customer_id: guest.id,
      table_id: table ?? null,
      party_size: party,
      starts_at: starts.toISO(),
      duration_minutes: 90,
      ends_at: starts.plus({ minutes: 90 }).toISO(),
      status,
      created_at: starts.minus({ days: 3 }).toISO(),
      updated_at: starts.toISO(),
    }
  }
  await db
    .table('reservations')
    .multiInsert([
      spec('2027-04-01', '12:00', 2, 'completed', t1),
      spec('2027-04-01', '19:00', 4, 'no_show'),
      spec('2027-04-02', '20:00', 4, 'seated', t2),
      spec('2027-04-02', '13:00', 6, 'cancelled'),
      spec('2027-04-02', '21:30', 2, 'booked'),
      spec('2027-04-03', '12:00', 3, 'completed', t1),
    ])
}

/** The CSV's rows (no cell of this data holds a comma, a quote or a line break). */
export function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((row) => row !== '')
    .map((row) => row.split(','))
}
