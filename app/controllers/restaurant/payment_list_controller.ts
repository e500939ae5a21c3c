import type { HttpContext } from '@adonisjs/core/http'
import { readPaymentFilters } from '#validators/restaurant/cash_drawers'
import {
  drawerCard,
  listPayments,
  paymentCashiers,
  paymentTotals,
  recentDrawers,
} from '#queries/restaurant/payment_list'
import { PAYMENT_METHODS } from '#enums/restaurant/payment'
import CashDrawerPolicy from '#policies/restaurant/cash_drawer_policy'
import { appZone } from '#services/clock'
import { appCurrency } from '#services/money'

export default class PaymentListController {
  /* The live list reloads `payments`, `totals` and `drawer` when an order changes, and the drawers too when one opens or closes; one query at a time. */
  async index({ inertia, request, bouncer, auth }: HttpContext) {
    const policy = bouncer.with(CashDrawerPolicy)
    await policy.authorize('viewPayments')
    const filters = await readPaymentFilters(request.qs())
    const user = auth.user!
    const drawers = await recentDrawers()
    const closable: number[] = []
    for (const drawer of drawers) {
      const closing = { cashierId: drawer.cashier.id, closedAt: drawer.closedAt as never }
      if (await policy.allows('close', closing)) closable.push(drawer.id)
    }
    return inertia.render('Restaurant/Payments/Index', {
      payments: () => listPayments(filters),
      totals: await paymentTotals(filters),
      drawer: await drawerCard(user.id),
      drawers,
      filters,
      methods: [...PAYMENT_METHODS],
      cashiers: await paymentCashiers(),
      zone: appZone(),
      currency: appCurrency(),
      can: {
        openDrawer: await policy.allows('open'),
        closeDrawers: closable,
      },
    })
  }
}
