/*
| Demo orders in service today, taken through the real actions (open, add
| lines, send) so the kitchen gets its tickets and the recipes come out of
| stock through the ledger:
|
|   each party seated now     its order (as seating opens it), sent to the kitchen
|   four walk-in tables       cooking, dishes ready, still open (unsent), just sent (queued)
|   a takeaway                sent, for the first customer (their page lists it)
|   room service              for the first in-house booking, when there is one
|
| Each order is dated back a little (opened 10 to 70 minutes ago, sent five
| minutes later) so the floor map's seated minutes and the kitchen's timers
| read like a service in progress. Paid orders belong to payments and are not
| made here (the year before today is restaurant_history.ts's). The same menu
| items (in id order), tables and keys on every run; skipped once the first of
| them exists.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/identity/user'
import type Order from '#models/restaurant/order'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { inHouseBookings } from '#queries/hotel/in_house'
import { systemAudit, type AuditContext } from '#services/audit_context'
import { advanceOrderLine } from '#actions/restaurant/advance_order_line'
import { bumpKitchenTicket } from '#actions/restaurant/bump_kitchen_ticket'

type MenuRow = { id: number; station: string }
type Plan = 'queued' | 'cooking' | 'ready' | 'unsent'

/* Keys are UUIDs: deterministic ones, numbered, so a run writes the same rows. */
let serial = 0
const nextKey = () => `d3e0a000-0000-4000-8000-${(++serial).toString(16).padStart(12, '0')}`

async function availableMenu(client: QueryClientContract) {
  const rows: MenuRow[] = await client
    .from('menu_items as i')
    .join('menu_categories as c', 'c.id', 'i.category_id')
    .where('i.is_active', true)
    .where('i.is_available', true)
    .where('c.is_active', true)
    .orderBy('i.id')
    .select('i.id', 'c.station')
  return {
    kitchen: rows.filter((row) => row.station === 'kitchen').map((row) => row.id),
    bar: rows.filter((row) => row.station === 'bar').map((row) => row.id),
  }
}

/** The n-th order's lines: two or three dishes and a drink, rotating through the menu. */
function linesFor(menu: { kitchen: number[]; bar: number[] }, n: number, covers: number) {
  const dish = (k: number) => menu.kitchen[(n * 3 + k) % menu.kitchen.length]
  const lines = [
    { key: nextKey(), menu_item_id: dish(0), quantity: Math.max(1, Math.ceil(covers / 2)) },
    { key: nextKey(), menu_item_id: dish(1), quantity: 1, course: 2 },
  ]
  if (covers > 2) lines.push({ key: nextKey(), menu_item_id: dish(2), quantity: 1 })
  if (menu.bar.length)
    lines.push({ key: nextKey(), menu_item_id: menu.bar[n % menu.bar.length], quantity: covers })
  return lines
}

/*
| When it happened: opened `minutes` ago, its lines sent 3 to 17 minutes ago
| (never before it opened), so the kitchen's timers show a service in
| progress: some on time, some late.
*/
async function backdate(client: QueryClientContract, order: Order, minutes: number) {
  const opened = new Date(Date.now() - minutes * 60_000)
  const sentMinutesAgo = Math.min(3 + (minutes % 15), minutes - 1)
  const sent = new Date(Date.now() - sentMinutesAgo * 60_000)
  await client
    .from('orders')
    .where('id', order.id)
    .update({ opened_at: opened, sent_at: order.sentAt ? sent : null })
  await client.from('kitchen_tickets').where('order_id', order.id).update({ sent_at: sent })
  await client
    .from('order_lines')
    .where('order_id', order.id)
    .whereNotNull('sent_at')
    .update({ sent_at: sent, status_changed_at: sent })
}

/* How far the kitchen got, through its own steps: the first sent dish preparing, or the kitchen's ticket bumped (every dish ready). */
async function advance(client: QueryClientContract, order: Order, plan: Plan, audit: AuditContext) {
  if (plan === 'unsent' || plan === 'queued') return
  if (plan === 'ready') {
    const ticket = await client
      .from('kitchen_tickets')
      .where('order_id', order.id)
      .where('station', 'kitchen')
      .first()
    if (ticket) await bumpKitchenTicket({ ticketId: ticket.id }, audit)
    return
  }
  const first = await client
    .from('order_lines')
    .where('order_id', order.id)
    .where('station', 'kitchen')
    .whereNotNull('sent_at')
    .orderBy('id')
    .first()
  if (first) await advanceOrderLine({ lineId: first.id }, audit)
}

export async function seedDemoOrders(client: QueryClientContract) {
  serial = 0
  if (await client.from('orders').where('client_key', nextKey()).first()) return
  const menu = await availableMenu(client)
  if (menu.kitchen.length === 0) return
  const waiter =
    (await User.query({ client }).where('email', 'waiter@posada.test').first()) ??
    (await User.query({ client }).orderBy('id').first())
  if (!waiter) return
  const audit = systemAudit(waiter)
  const cook = await User.query({ client }).where('email', 'kitchen@posada.test').first()
  const kitchenAudit = cook ? systemAudit(cook) : audit
  serial = 0
  let n = 0
  const take = async (data: Parameters<typeof createOrder>[0], plan: Plan) => {
    const order = await createOrder(
      { ...data, key: nextKey(), lines: linesFor(menu, n++, data.covers ?? 2) },
      audit
    )
    if (plan !== 'unsent') await sendOrder({ order, key: nextKey() }, audit)
    await backdate(client, order, 70 - ((n * 13) % 60))
    await advance(client, order, plan, kitchenAudit)
    return order
  }

  const seated = await client
    .from('reservations')
    .where('status', 'seated')
    .whereNotNull('table_id')
    .orderBy('id')
    .select('id', 'table_id', 'party_size', 'customer_id')
  for (const [index, party] of seated.entries())
    await take(
      {
        kind: 'dine_in',
        table_id: party.table_id,
        covers: Math.min(100, Number(party.party_size)),
        customer_id: party.customer_id,
        reservation_id: party.id,
      },
      index % 2 === 0 ? 'cooking' : 'ready'
    )

  /* Walk-ins at free tables: clean, in service, nobody seated, no booking within two hours. */
  const walkIns = await client
    .from('restaurant_tables as t')
    .where('t.is_active', true)
    .whereNull('t.needs_cleaning_since')
    .whereNotExists((sub) =>
      sub
        .from('reservations as r')
        .whereRaw('r.table_id = t.id')
        .where((when) =>
          when
            .where('r.status', 'seated')
            .orWhere((soon) =>
              soon
                .where('r.status', 'booked')
                .whereRaw(`r.starts_at < now() + interval '2 hours'`)
                .whereRaw('r.ends_at > now()')
            )
        )
    )
    .orderBy('t.id')
    .limit(4)
    .select('t.id', 't.seats')
  const plans: Plan[] = ['cooking', 'ready', 'unsent', 'queued']
  for (const [index, table] of walkIns.entries())
    await take(
      { kind: 'dine_in', table_id: table.id, covers: Math.min(2, Number(table.seats)) },
      plans[index]
    )

  const regular = await client.from('customers').orderBy('id').select('id').first()
  await take({ kind: 'takeaway', covers: 1, customer_id: regular?.id ?? null }, 'cooking')
  const [guest] = await inHouseBookings()
  if (guest) await take({ kind: 'room_service', booking_id: guest.id, covers: 2 }, 'cooking')
}
