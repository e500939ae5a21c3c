import type { HttpContext } from '@adonisjs/core/http'
import PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderPolicy from '#policies/inventory/purchase_order_policy'
import PurchaseOrderTransformer from '#transformers/inventory/purchase_order_transformer'
import { PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import {
  createPurchaseOrderValidator,
  purchaseOrderMessages,
  readPurchaseOrderFilters,
  transitionPurchaseOrderValidator,
  updatePurchaseOrderValidator,
} from '#validators/inventory/purchase_orders'
import {
  listPurchaseOrders,
  productOptions,
  purchaseOrderDetail,
  receiptsOf,
  supplierOptions,
} from '#queries/inventory/purchase_orders'
import { createPurchaseOrder } from '#actions/inventory/create_purchase_order'
import { updatePurchaseOrder } from '#actions/inventory/update_purchase_order'
import {
  transitionPurchaseOrder,
  type PurchaseOrderMove,
} from '#actions/inventory/transition_purchase_order'
import { auditOf } from '#services/audit_context'
import { renderPurchaseOrderPdf } from '#services/inventory/purchase_order_pdf'
import { appCurrency } from '#services/money'
import { appToday } from '#services/clock'
import { t } from '#services/i18n'
import { appName } from '#config/app'

const formOptions = async (supplierId?: number) => ({
  suppliers: await supplierOptions(supplierId),
  products: await productOptions(),
  currency: appCurrency(),
  today: appToday(),
})

/* Purchase orders: the list, a new draft, an order's page (its draft editable there), ordering, cancelling and its PDF. */
export default class PurchaseOrdersController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const filters = await readPurchaseOrderFilters(request.qs())
    return inertia.render('Inventory/PurchaseOrders/Index', {
      orders: await listPurchaseOrders(filters),
      filters,
      statuses: [...PURCHASE_ORDER_STATUSES],
      suppliers: await supplierOptions(filters.supplier ?? undefined),
      currency: appCurrency(),
      can: { manage: await bouncer.with(PurchaseOrderPolicy).allows('manage') },
    })
  }

  async create({ inertia, request }: HttpContext) {
    const supplier = Number(request.input('supplier')) || null
    return inertia.render('Inventory/PurchaseOrders/Create', {
      ...(await formOptions()),
      supplierId: supplier,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const data = await request.validateUsing(createPurchaseOrderValidator, {
      messagesProvider: purchaseOrderMessages,
    })
    const order = await createPurchaseOrder({ data }, auditOf(ctx))
    session.flash('success', t('inventory.purchasing.created', { number: order.number }))
    return response.redirect().toRoute('inventory.purchase_orders.show', { id: order.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const { order, view } = await purchaseOrderDetail(params.id)
    const editable = await bouncer.with(PurchaseOrderPolicy).allows('update', order)
    return inertia.render('Inventory/PurchaseOrders/Show', {
      order: view,
      receipts: await receiptsOf(order.id),
      options: editable ? await formOptions(order.supplierId) : null,
      currency: appCurrency(),
      can: PurchaseOrderTransformer.transform(order).useVariant('forAbilities'),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, session } = ctx
    const order = await PurchaseOrder.findOrFail(params.id)
    const data = await request.validateUsing(updatePurchaseOrderValidator, {
      messagesProvider: purchaseOrderMessages,
    })
    await updatePurchaseOrder({ order, data }, auditOf(ctx))
    session.flash('success', t('inventory.purchasing.saved', { number: order.number }))
    return response.redirect().toRoute('inventory.purchase_orders.show', { id: order.id })
  }

  order(ctx: HttpContext) {
    return this.#move(ctx, 'ordered')
  }

  cancel(ctx: HttpContext) {
    return this.#move(ctx, 'cancelled')
  }

  async pdf({ params, response }: HttpContext) {
    const { view } = await purchaseOrderDetail(params.id)
    const pdf = await renderPurchaseOrderPdf(view, { name: appName, currency: appCurrency() })
    response.header('content-type', 'application/pdf')
    response.header('content-disposition', `attachment; filename="${view.number}.pdf"`)
    return response.send(pdf)
  }

  async #move(ctx: HttpContext, to: PurchaseOrderMove) {
    const { request, response, params, session } = ctx
    const order = await PurchaseOrder.findOrFail(params.id)
    const { lock_version: lockVersion } = await request.validateUsing(
      transitionPurchaseOrderValidator,
      { messagesProvider: purchaseOrderMessages }
    )
    await transitionPurchaseOrder({ order, to, lockVersion }, auditOf(ctx))
    session.flash('success', t(`inventory.purchasing.done.${to}`, { number: order.number }))
    return response.redirect().toRoute('inventory.purchase_orders.show', { id: order.id })
  }
}
