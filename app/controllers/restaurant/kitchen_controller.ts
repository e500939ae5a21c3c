import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import Order from '#models/restaurant/order'
import KitchenTicketPolicy from '#policies/restaurant/kitchen_ticket_policy'
import OrderPolicy from '#policies/restaurant/order_policy'
import { kitchenBoard } from '#queries/restaurant/kitchen_board'
import {
  advanceLineValidator,
  isStation,
  readStation,
  serveValidator,
} from '#validators/restaurant/kitchen'
import { advanceOrderLine } from '#actions/restaurant/advance_order_line'
import { bumpKitchenTicket } from '#actions/restaurant/bump_kitchen_ticket'
import { recallKitchenTicket } from '#actions/restaurant/recall_kitchen_ticket'
import { serveOrderLine } from '#actions/restaurant/serve_order_line'
import { MENU_STATIONS } from '#enums/restaurant/menu_station'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'
import { wantsJson } from '#services/wants_json'

/*
| The stations' displays and the taps on them. A display posts with fetch and
| asks for JSON (it updates itself at once and hears the rest on its
| channel): it gets the change, or a refusal with its status (the exception
| handler's, 409 or 422). An Inertia form post goes back to its page with the
| message as the flash, like every other button.
*/
function answer(ctx: HttpContext, message: string, body: Record<string, unknown>) {
  if (wantsJson(ctx)) return ctx.response.json({ message, ...body })
  ctx.session.flash('success', message)
  return ctx.response.redirect().withQs().back('/restaurant/kitchen')
}

export default class KitchenController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(KitchenTicketPolicy).authorize('view')
    const station = readStation(request.input('station'))
    const board = await kitchenBoard(station)
    return inertia.render('Restaurant/Kitchen/Index', {
      station,
      stations: [...MENU_STATIONS],
      tickets: board.tickets,
      lastBumpedId: board.lastBumpedId,
      now: new Date().toISOString(),
      can: { update: await bouncer.with(KitchenTicketPolicy).allows('update') },
    })
  }

  async advance(ctx: HttpContext) {
    const { request, params, bouncer } = ctx
    await bouncer.with(KitchenTicketPolicy).authorize('update')
    const { from } = await request.validateUsing(advanceLineValidator)
    const { line } = await advanceOrderLine({ lineId: Number(params.id), from }, auditOf(ctx))
    return answer(
      ctx,
      t('restaurant.kitchen.advanced', {
        name: line.name,
        status: t(`restaurant.kitchen_status.${line.kitchenStatus}`).toLowerCase(),
      }),
      { line: { id: line.id, kitchenStatus: line.kitchenStatus } }
    )
  }

  async bump(ctx: HttpContext) {
    await ctx.bouncer.with(KitchenTicketPolicy).authorize('update')
    const { order, ticket } = await bumpKitchenTicket(
      { ticketId: Number(ctx.params.id) },
      auditOf(ctx)
    )
    return answer(ctx, t('restaurant.kitchen.bumped', { number: order.number ?? '' }), {
      ticket: { id: ticket.id, bumpedAt: ticket.bumpedAt?.toISO() ?? null },
    })
  }

  async recall(ctx: HttpContext) {
    await ctx.bouncer.with(KitchenTicketPolicy).authorize('update')
    const station = ctx.params.station
    if (!isStation(station)) throw new Exception(t('errors.404.title'), { status: 404 })
    const { order, ticket } = await recallKitchenTicket({ station }, auditOf(ctx))
    return answer(ctx, t('restaurant.kitchen.recalled', { number: order.number ?? '' }), {
      ticket: { id: ticket.id },
    })
  }

  async serve(ctx: HttpContext) {
    const { request, params, bouncer } = ctx
    await bouncer.with(OrderPolicy).authorize('take')
    const order = await Order.findOrFail(params.id)
    const { line_id: lineId } = await request.validateUsing(serveValidator)
    const { lines } = await serveOrderLine({ order, lineId }, auditOf(ctx))
    return answer(ctx, t('restaurant.kitchen.served', { count: lines.length }), {
      order: { id: order.id, status: order.status, lockVersion: order.lockVersion },
      lines: lines.map((line) => line.id),
    })
  }
}
