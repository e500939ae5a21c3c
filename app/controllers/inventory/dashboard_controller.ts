import type { HttpContext } from '@adonisjs/core/http'
import ProductPolicy from '#policies/inventory/product_policy'
import MovementPolicy from '#policies/inventory/movement_policy'
import PurchaseOrderPolicy from '#policies/inventory/purchase_order_policy'
import { inventoryDashboard } from '#queries/inventory/dashboard'
import { appCurrency } from '#services/money'

/* The stock at a glance (the route requires inventory.dashboard.view). */
export default class DashboardController {
  async show({ inertia, bouncer }: HttpContext) {
    const movements = bouncer.with(MovementPolicy)
    return inertia.render('Inventory/Dashboard/Index', {
      dashboard: await inventoryDashboard(),
      currency: appCurrency(),
      can: {
        viewProducts: await bouncer.with(ProductPolicy).allows('view'),
        viewMovements: await movements.allows('view'),
        viewPurchaseOrders: await bouncer.with(PurchaseOrderPolicy).allows('view'),
        viewReports: await movements.allows('viewReports'),
      },
    })
  }
}
