import type { HttpContext } from '@adonisjs/core/http'
import CashDrawer from '#models/restaurant/cash_drawer'
import {
  cashDrawerMessages,
  closeCashDrawerValidator,
  openCashDrawerValidator,
} from '#validators/restaurant/cash_drawers'
import { openCashDrawer } from '#actions/restaurant/open_cash_drawer'
import { closeCashDrawer } from '#actions/restaurant/close_cash_drawer'
import CashDrawerPolicy from '#policies/restaurant/cash_drawer_policy'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { wantsJson } from '#services/wants_json'

/* A client that asked for JSON gets the drawer's figures; a page goes back with a flash. */
function answer(ctx: HttpContext, drawer: CashDrawer, message: string) {
  if (wantsJson(ctx))
    return ctx.response.json({
      drawer: {
        id: drawer.id,
        cashierId: drawer.cashierId,
        floatCents: drawer.floatCents,
        closedAt: drawer.closedAt?.toISO() ?? null,
        expectedCents: drawer.expectedCents,
        countedCents: drawer.countedCents,
        differenceCents: drawer.differenceCents,
      },
      message,
    })
  ctx.session.flash('success', message)
  return ctx.response.redirect().back()
}

export default class CashDrawersController {
  async open(ctx: HttpContext) {
    const { request, bouncer, auth } = ctx
    await bouncer.with(CashDrawerPolicy).authorize('open')
    const { float } = await request.validateUsing(openCashDrawerValidator, {
      messagesProvider: cashDrawerMessages,
    })
    const drawer = await openCashDrawer({ cashier: auth.user!, floatCents: float }, auditOf(ctx))
    return answer(ctx, drawer, t('restaurant.cash_drawers.opened', { float: formatMoney(float) }))
  }

  async close(ctx: HttpContext) {
    const { request, params, bouncer } = ctx
    const drawer = await CashDrawer.findOrFail(params.id)
    await bouncer.with(CashDrawerPolicy).authorize('close', drawer)
    const { counted, note } = await request.validateUsing(closeCashDrawerValidator, {
      messagesProvider: cashDrawerMessages,
    })
    const closed = await closeCashDrawer({ drawer, countedCents: counted, note }, auditOf(ctx))
    return answer(
      ctx,
      closed,
      t('restaurant.cash_drawers.closed', {
        expected: formatMoney(closed.expectedCents!),
        counted: formatMoney(counted),
        difference: formatMoney(closed.differenceCents!),
      })
    )
  }
}
