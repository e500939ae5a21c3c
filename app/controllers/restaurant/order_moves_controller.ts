import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/restaurant/order'
import { mergeOrdersValidator, transferOrderValidator } from '#validators/restaurant/order_moves'
import { restaurantMessages } from '#validators/restaurant/messages'
import { transferOrder } from '#actions/restaurant/transfer_order'
import { mergeOrders } from '#actions/restaurant/merge_orders'
import OrderPolicy from '#policies/restaurant/order_policy'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'
import { wantsJson } from '#services/wants_json'

/* A client that asked for JSON rather than a page gets the order's headline; a page goes back with a flash. */
function answer(ctx: HttpContext, order: Order, message: string) {
  if (wantsJson(ctx))
    return ctx.response.json({
      order: {
        id: order.id,
        number: order.number,
        tableId: order.tableId,
        status: order.status,
        covers: order.covers,
        subtotalCents: order.subtotalCents,
        lockVersion: order.lockVersion,
      },
      message,
    })
  ctx.session.flash('success', message)
  return ctx.response.redirect().back()
}

export default class OrderMovesController {
  async transfer(ctx: HttpContext) {
    const { request, params, bouncer } = ctx
    const order = await Order.findOrFail(params.id)
    await bouncer.with(OrderPolicy).authorize('take')
    const { table_id: tableId } = await request.validateUsing(transferOrderValidator, {
      messagesProvider: restaurantMessages,
    })
    const moved = await transferOrder({ order, tableId }, auditOf(ctx))
    await moved.load('table')
    return answer(
      ctx,
      moved,
      t('restaurant.order_moves.transferred', {
        number: moved.number ?? '',
        name: moved.table.name,
      })
    )
  }

  async merge(ctx: HttpContext) {
    const { request, params, bouncer } = ctx
    const order = await Order.findOrFail(params.id)
    await bouncer.with(OrderPolicy).authorize('take')
    const { order_id: otherId } = await request.validateUsing(mergeOrdersValidator, {
      messagesProvider: restaurantMessages,
    })
    const { order: merged, merged: other } = await mergeOrders({ order, otherId }, auditOf(ctx))
    return answer(
      ctx,
      merged,
      t('restaurant.order_moves.merged', { number: merged.number ?? '', other: other.number ?? '' })
    )
  }
}
