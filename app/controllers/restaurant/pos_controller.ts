import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import {
  addOrderLinesValidator,
  createOrderValidator,
  sendOrderValidator,
  updateOrderLineValidator,
  voidValidator,
} from '#validators/restaurant/orders'
import { posPrefillValidator } from '#validators/restaurant/pos'
import { customerOptionsValidator } from '#validators/restaurant/reservations'
import { restaurantMessages } from '#validators/restaurant/messages'
import { orderState } from '#queries/restaurant/order_state'
import { posMenu, waiterOptions } from '#queries/restaurant/pos_query'
import { tableOptions } from '#queries/restaurant/reservation_query'
import { inHouseBookings } from '#queries/hotel/in_house'
import { customerOptions } from '#queries/customers/customer_query'
import { assertOrderPeople } from '#services/restaurant/pos'
import OrderPolicy from '#policies/restaurant/order_policy'
import { createOrder } from '#actions/restaurant/create_order'
import { addOrderLines } from '#actions/restaurant/add_order_lines'
import { updateOrderLine } from '#actions/restaurant/update_order_line'
import { voidOrderLine } from '#actions/restaurant/void_order_line'
import { sendOrder } from '#actions/restaurant/send_order'
import { voidOrder } from '#actions/restaurant/void_order'
import { auditOf } from '#services/audit_context'
import { appCurrency } from '#services/money'
import { wantsJson } from '#services/wants_json'

const messages = { messagesProvider: restaurantMessages }

/*
| The POS: the screen for a new order and the same screen on an order in
| service, and the JSON endpoints it calls (each answers the order's state).
*/
export default class PosController {
  async create({ inertia, request, bouncer, auth }: HttpContext) {
    await bouncer.with(OrderPolicy).authorize('take')
    const prefill = await posPrefillValidator.validate(request.qs())
    return inertia.render('Restaurant/Orders/Create', {
      prefill: {
        kind: prefill.kind ?? (prefill.table_id ? 'dine_in' : 'takeaway'),
        tableId: prefill.table_id ?? null,
        reservationId: prefill.reservation_id ?? null,
        bookingId: prefill.booking_id ?? null,
      },
      me: { id: auth.user!.id, fullName: auth.user!.fullName },
      tables: await tableOptions(),
      bookings: await inHouseBookings(),
      waiters: await waiterOptions(),
      menu: () => posMenu(),
      currency: appCurrency(),
    })
  }

  async customerOptions({ request, response, bouncer }: HttpContext) {
    await bouncer.with(OrderPolicy).authorize('take')
    const { search } = await request.validateUsing(customerOptionsValidator, { data: request.qs() })
    return response.json({ customers: await customerOptions(search ?? '') })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    await bouncer.with(OrderPolicy).authorize('take')
    const data = await request.validateUsing(createOrderValidator, messages)
    await assertOrderPeople(data)
    const order = await createOrder(data, auditOf(ctx))
    if (wantsJson(ctx)) return response.json(await orderState(order, bouncer))
    return response.redirect(`/restaurant/orders/${order.id}`)
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(OrderPolicy).authorize('view')
    const order = await Order.findOrFail(params.id)
    const take = await bouncer.with(OrderPolicy).allows('take')
    return inertia.render('Restaurant/Orders/Show', {
      order: () => orderState(order, bouncer),
      menu: () => (take ? posMenu() : { categories: [], items: [], combos: [] }),
      currency: appCurrency(),
    })
  }

  async addLines(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    await bouncer.with(OrderPolicy).authorize('take')
    const order = await Order.findOrFail(ctx.params.id)
    const { lines } = await request.validateUsing(addOrderLinesValidator, messages)
    await addOrderLines({ order, lines }, auditOf(ctx))
    return response.json(await orderState(order, bouncer))
  }

  async updateLine(ctx: HttpContext) {
    const { request, response, bouncer, params } = ctx
    await bouncer.with(OrderPolicy).authorize('take')
    const order = await Order.findOrFail(params.id)
    const change = await request.validateUsing(updateOrderLineValidator, messages)
    await updateOrderLine({ order, lineId: Number(params.lineId), change }, auditOf(ctx))
    return response.json(await orderState(order, bouncer))
  }

  async voidLine(ctx: HttpContext) {
    const { request, response, bouncer, params } = ctx
    const order = await Order.findOrFail(params.id)
    const line = await OrderLine.query()
      .where('order_id', order.id)
      .where('id', params.lineId)
      .whereNull('parent_line_id')
      .firstOrFail()
    await bouncer.with(OrderPolicy).authorize('voidLine', order, line)
    const { reason } = await request.validateUsing(voidValidator, messages)
    await voidOrderLine({ order, lineId: line.id, reason }, auditOf(ctx))
    return response.json(await orderState(order, bouncer))
  }

  async send(ctx: HttpContext) {
    const { request, response, bouncer, params } = ctx
    await bouncer.with(OrderPolicy).authorize('take')
    const order = await Order.findOrFail(params.id)
    const { key, lines } = await request.validateUsing(sendOrderValidator, messages)
    await sendOrder({ order, key, lines }, auditOf(ctx))
    return response.json(await orderState(order, bouncer))
  }

  async void(ctx: HttpContext) {
    const { request, response, bouncer, params } = ctx
    const order = await Order.findOrFail(params.id)
    await bouncer.with(OrderPolicy).authorize('voidOrder', order)
    const { reason } = await request.validateUsing(voidValidator, messages)
    await voidOrder({ order, reason }, auditOf(ctx))
    return response.json(await orderState(order, bouncer))
  }
}
