import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { assertActive, lockOrder, orderSubject } from '#services/restaurant/orders'
import { recipeValueCents } from '#services/restaurant/recipe_consumption'
import {
  broadcastLineStatuses,
  broadcastOrder,
  broadcastTickets,
} from '#services/restaurant/broadcasts'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type VoidOrderInput = { order: Order; reason: string }

/**
 * Voids a whole order with its reason: every line still on it is voided (a
 * sent one stays consumed and records its recipe's value as waste, as a
 * voided line does), the order is `voided` with nothing to pay, and its table
 * is free again. The stations see their tickets change.
 */
export function voidOrder({ order, reason }: VoidOrderInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const locked = await lockOrder(trx, order.id)
    assertActive(locked)
    if (locked.paidCents > 0)
      throw new NotAllowedError(t('restaurant_pos.void_paid_order'), { field: 'reason' })
    const lines = await OrderLine.query({ client: trx })
      .where('order_id', locked.id)
      .whereNull('voided_at')
      .orderBy('id')
    const now = DateTime.now()
    let wasteCents = 0
    for (const line of lines) {
      const waste = line.sentAt ? await recipeValueCents(trx, line) : null
      wasteCents += waste ?? 0
      line.merge({ voidedAt: now, voidedBy: audit.actor?.id ?? null, voidReason: reason })
      if (line.sentAt) line.wasteCents = waste
      line.useTransaction(trx)
      await line.save()
    }
    const before = { status: locked.status, subtotalCents: locked.subtotalCents }
    locked.merge({
      status: 'voided',
      voidedAt: now,
      voidedBy: audit.actor?.id ?? null,
      voidReason: reason,
      subtotalCents: 0,
      discountCents: 0,
      lockVersion: locked.lockVersion + 1,
    })
    locked.useTransaction(trx)
    await locked.save()
    await recordEvent(trx, {
      type: 'restaurant.order.voided',
      subject: orderSubject(locked),
      before,
      after: { status: locked.status, subtotalCents: 0 },
      metadata: { reason, lines: lines.length, wasteCents },
      audit,
    })
    const sent = lines.filter((line) => line.ticketId !== null)
    const tickets = new Map(sent.map((line) => [line.ticketId!, line.station!]))
    broadcastTickets(
      trx,
      'TicketChanged',
      [...tickets].map(([id, station]) => ({ id, orderId: locked.id, station }))
    )
    broadcastLineStatuses(trx, sent)
    await broadcastOrder(trx, locked, [locked.tableId])
    order.merge(locked.$attributes)
    return { order: locked, lines }
  })
}
