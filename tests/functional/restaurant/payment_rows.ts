import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type User from '#models/identity/user'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import type { PaymentMethod } from '#enums/restaurant/payment'
import { itemLine, serviceMenu } from './order_helpers.js'

/* Drawer, bill and payment-list specs: an order with two steaks and a cola (40.80), and payments written straight to the table. */
export async function orderToPay(waiter: User) {
  const menu = await serviceMenu()
  const order = await createOrder(
    { kind: 'takeaway', lines: [itemLine(menu.steak.id, 2), itemLine(menu.soda.id)] },
    systemAudit(waiter)
  )
  return { menu, order }
}

type PaymentInput = {
  orderId: number
  cashier: User
  method: PaymentMethod
  amountCents: number
  tipCents?: number
  tenderedCents?: number | null
  changeCents?: number
  drawerId?: number | null
  refundOf?: number | null
  reason?: string | null
  paidAt?: DateTime
}

export async function payment(input: PaymentInput) {
  const [row] = await db
    .table('payments')
    .insert({
      client_key: randomUUID(),
      order_id: input.orderId,
      method: input.method,
      amount_cents: input.amountCents,
      tip_cents: input.tipCents ?? 0,
      tendered_cents: input.tenderedCents ?? null,
      change_cents: input.changeCents ?? 0,
      cash_drawer_id: input.drawerId ?? null,
      refund_of: input.refundOf ?? null,
      reason: input.reason ?? null,
      cashier_id: input.cashier.id,
      paid_at: (input.paidAt ?? DateTime.now()).toJSDate(),
    })
    .returning('id')
  return Number(row.id ?? row)
}
