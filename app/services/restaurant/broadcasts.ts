/*
| The restaurant's live updates, each sent only once the transaction that made
| the change commits (immediately when there is none).
|
|   restaurant.floor  TableStatusChanged  { tableId, name, area, status, changedAt }
|   restaurant.menu   MenuItemChanged     { menuItemId, name, isAvailable, isActive, priceCents }
|   restaurant.menu   MenuComboChanged    { menuComboId, name, isActive, priceCents }
|   restaurant.cash_drawers  DrawerChanged  { drawerId, cashierId, status, changedAt }
|
| `changedAt` is the commit's time (epoch milliseconds), so a screen can tell how
| fresh the news is.
*/
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { broadcast } from '#services/broadcast'
import { afterCommit } from '#services/after_commit'
import { tableBoard } from '#queries/restaurant/table_board'

type Client = QueryClientContract | TransactionClientContract

/** Reads the tables' statuses as the transaction leaves them, and announces them after its commit. */
export async function broadcastTableStatus(client: Client, tableIds: (number | null)[]) {
  const ids = [...new Set(tableIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return
  const tables = await tableBoard({ ids, client })
  afterCommit(client, () => {
    const changedAt = Date.now()
    for (const table of tables)
      broadcast('restaurant.floor', 'TableStatusChanged', {
        tableId: table.id,
        name: table.name,
        area: table.area,
        status: table.status,
        changedAt,
      })
  })
}

export function broadcastMenuItem(
  client: Client,
  item: { id: number; name: string; isAvailable: boolean; isActive: boolean; priceCents: number }
) {
  afterCommit(client, () =>
    broadcast('restaurant.menu', 'MenuItemChanged', {
      menuItemId: item.id,
      name: item.name,
      isAvailable: item.isAvailable,
      isActive: item.isActive,
      priceCents: item.priceCents,
    })
  )
}

export function broadcastMenuCombo(
  client: Client,
  combo: { id: number; name: string; isActive: boolean; priceCents: number }
) {
  afterCommit(client, () =>
    broadcast('restaurant.menu', 'MenuComboChanged', {
      menuComboId: combo.id,
      name: combo.name,
      isActive: combo.isActive,
      priceCents: combo.priceCents,
    })
  )
}

/**
 * An order's news after its commit: its headline on `restaurant.orders` (the
 * Orders list and the floor maps' totals) and on its own channel. A change
 * that may change a table's status (an order opened, moved, merged, voided or
 * closed) names the tables, whose status is read here and announced too.
 */
export async function broadcastOrder(
  client: Client,
  order: {
    id: number
    status: string
    tableId: number | null
    subtotalCents: number
    lockVersion: number
  },
  tableIds: (number | null)[] = []
) {
  await broadcastTableStatus(client, tableIds)
  afterCommit(client, () => {
    const payload = {
      orderId: order.id,
      status: order.status,
      tableId: order.tableId,
      subtotalCents: order.subtotalCents,
      lockVersion: order.lockVersion,
      changedAt: Date.now(),
    }
    broadcast('restaurant.orders', 'OrderChanged', payload)
    broadcast(`restaurant.orders.${order.id}`, 'OrderChanged', payload)
  })
}

/** Tickets fired or changed, each on its station's display, after the commit. */
export function broadcastTickets(
  client: Client,
  event: 'TicketFired' | 'TicketChanged',
  tickets: { id: number; orderId: number; station: string }[]
) {
  if (tickets.length === 0) return
  afterCommit(client, () => {
    const changedAt = Date.now()
    for (const ticket of tickets)
      broadcast(`restaurant.kitchen.${ticket.station}`, event, {
        ticketId: ticket.id,
        orderId: ticket.orderId,
        station: ticket.station,
        changedAt,
      })
  })
}

/** Lines whose kitchen status changed, on their order's channel, after the commit. */
export function broadcastLineStatuses(
  client: Client,
  lines: { id: number; orderId: number; kitchenStatus: string | null }[]
) {
  if (lines.length === 0) return
  afterCommit(client, () => {
    const changedAt = Date.now()
    for (const line of lines)
      broadcast(`restaurant.orders.${line.orderId}`, 'OrderLineStatusChanged', {
        orderId: line.orderId,
        lineId: line.id,
        kitchenStatus: line.kitchenStatus,
        changedAt,
      })
  })
}

/** A cash drawer opened or closed, for the Payments pages' drawer cards, after the commit. */
export function broadcastDrawer(
  client: Client,
  drawer: { id: number; cashierId: number; closedAt: unknown }
) {
  afterCommit(client, () =>
    broadcast('restaurant.cash_drawers', 'DrawerChanged', {
      drawerId: drawer.id,
      cashierId: drawer.cashierId,
      status: drawer.closedAt ? 'closed' : 'open',
      changedAt: Date.now(),
    })
  )
}
