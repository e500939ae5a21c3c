import type { HttpContext } from '@adonisjs/core/http'
import PurchaseOrder from '#models/inventory/purchase_order'
import { RECEIVABLE_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import {
  purchaseOrderMessages,
  receivePurchaseOrderValidator,
} from '#validators/inventory/purchase_orders'
import { purchaseOrderDetail, receiptsOf } from '#queries/inventory/purchase_orders'
import { receivePurchaseOrder } from '#actions/inventory/receive_purchase_order'
import { anOrderThatIs } from '#services/inventory/purchase_orders'
import { auditOf } from '#services/audit_context'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

/* A delivery against an order (the routes require inventory.purchase_orders.receive). */
export default class PurchaseOrderReceiptsController {
  async create({ inertia, params, response, session }: HttpContext) {
    const { order, view } = await purchaseOrderDetail(params.id)
    if (!(RECEIVABLE_PURCHASE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      session.flash(
        'error',
        t('inventory.purchasing.transition.received', { order: anOrderThatIs(order.status) })
      )
      return response.redirect().toRoute('inventory.purchase_orders.show', { id: order.id })
    }
    return inertia.render('Inventory/PurchaseOrders/Receive', {
      order: view,
      receipts: await receiptsOf(order.id),
      currency: appCurrency(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, params, session } = ctx
    const order = await PurchaseOrder.findOrFail(params.id)
    const data = await request.validateUsing(receivePurchaseOrderValidator, {
      messagesProvider: purchaseOrderMessages,
    })
    const receipt = await receivePurchaseOrder({ order, data }, auditOf(ctx))
    session.flash(
      'success',
      t(`inventory.purchasing.done.${receipt.status}`, {
        number: order.number,
        lines: receipt.lines,
      })
    )
    return response.redirect().toRoute('inventory.purchase_orders.show', { id: order.id })
  }
}
