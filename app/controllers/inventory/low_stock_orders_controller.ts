import type { HttpContext } from '@adonisjs/core/http'
import {
  draftFromLowStockValidator,
  purchaseOrderMessages,
} from '#validators/inventory/purchase_orders'
import { draftPurchaseOrdersFromLowStock } from '#actions/inventory/draft_purchase_orders_from_low_stock'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/* LowStock's "Draft a purchase order" (the route requires inventory.purchase_orders.manage). */
export default class LowStockOrdersController {
  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const { supplier_id: supplierId } = await request.validateUsing(draftFromLowStockValidator, {
      messagesProvider: purchaseOrderMessages,
    })
    const orders = await draftPurchaseOrdersFromLowStock({ supplierId }, auditOf(ctx))
    if (orders.length === 0) {
      session.flash('error', t('inventory.purchasing.low_stock.nothing'))
      return response.redirect().back()
    }
    if (orders.length === 1) {
      session.flash(
        'success',
        t('inventory.purchasing.low_stock.drafted_one', { number: orders[0].number })
      )
      return response.redirect().toRoute('inventory.purchase_orders.show', { id: orders[0].id })
    }
    session.flash('success', t('inventory.purchasing.low_stock.drafted', { count: orders.length }))
    return response.redirect().toPath('/inventory/purchase-orders?status=draft')
  }
}
