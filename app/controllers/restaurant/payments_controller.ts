import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/restaurant/order'
import Payment from '#models/restaurant/payment'
import {
  discountValidator,
  refundValidator,
  splitBillValidator,
  takePaymentValidator,
} from '#validators/restaurant/payments'
import { restaurantMessages } from '#validators/restaurant/messages'
import { orderState } from '#queries/restaurant/order_state'
import { paymentState } from '#queries/restaurant/payment_state'
import OrderPolicy from '#policies/restaurant/order_policy'
import PaymentPolicy from '#policies/restaurant/payment_policy'
import { takePayment } from '#actions/restaurant/take_payment'
import { applyOrderDiscount } from '#actions/restaurant/apply_order_discount'
import { refundPayment } from '#actions/restaurant/refund_payment'
import { splitBill } from '#actions/restaurant/split_bill'
import { auditOf } from '#services/audit_context'
import { formatMoney } from '#services/money'
import { wantsJson } from '#services/wants_json'
import { t } from '#services/i18n'

const messages = { messagesProvider: restaurantMessages }

/*
| Paying an order from its screen: the pay panel's state, payments, refunds,
| the discount and the split. A JSON client gets the order's and the panel's
| state back (with the change due for cash); a form visit goes back to the
| order's page with a flash.
*/
export default class PaymentsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with(OrderPolicy).authorize('view')
    const order = await Order.findOrFail(ctx.params.id)
    return ctx.response.json(await paymentState(order, ctx))
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with(PaymentPolicy).authorize('take')
    const order = await Order.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(takePaymentValidator, messages)
    const { payment, closed } = await takePayment({ order, ...data }, auditOf(ctx))
    const message = closed
      ? t('restaurant_pay.closed_flash', { number: order.number ?? '' })
      : t('restaurant_pay.taken_flash', { amount: formatMoney(payment.amountCents) })
    return answer(ctx, order, message, { changeCents: payment.changeCents })
  }

  async discount(ctx: HttpContext) {
    const order = await Order.findOrFail(ctx.params.id)
    await ctx.bouncer.with(OrderPolicy).authorize('discount', order)
    const data = await ctx.request.validateUsing(discountValidator, messages)
    await applyOrderDiscount({ order, ...data }, auditOf(ctx))
    return answer(ctx, order, t('restaurant_pay.discount_flash'))
  }

  async split(ctx: HttpContext) {
    await ctx.bouncer.with(PaymentPolicy).authorize('take')
    const order = await Order.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(splitBillValidator, messages)
    await splitBill({ order, ...data }, auditOf(ctx))
    return answer(ctx, order, t('restaurant_pay.split_flash'))
  }

  async refund(ctx: HttpContext) {
    await ctx.bouncer.with(PaymentPolicy).authorize('refund')
    const payment = await Payment.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(refundValidator, messages)
    await refundPayment({ payment, ...data }, auditOf(ctx))
    const order = await Order.findOrFail(payment.orderId)
    return answer(
      ctx,
      order,
      t('restaurant_pay.refund_flash', { amount: formatMoney(data.amount_cents) })
    )
  }
}

async function answer(
  ctx: HttpContext,
  order: Order,
  message: string,
  extra: Record<string, unknown> = {}
) {
  if (wantsJson(ctx)) {
    await order.refresh()
    return ctx.response.json({
      order: await orderState(order, ctx.bouncer),
      payment: await paymentState(order, ctx),
      ...extra,
    })
  }
  ctx.session.flash('success', message)
  return ctx.response.redirect().toRoute('restaurant.orders.show', { id: order.id })
}
