import type { HttpContext } from '@adonisjs/core/http'
import { inventoryDashboard } from '#queries/inventory/dashboard'
import { appCurrency } from '#services/money'
import { hasPermission } from '#services/access'

/* The stock at a glance (the route requires inventory.dashboard.view). */
export default class DashboardController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.user!
    return inertia.render('Inventory/Dashboard/Index', {
      dashboard: await inventoryDashboard(),
      currency: appCurrency(),
      can: {
        viewProducts: await hasPermission(user, 'inventory.products.view'),
        viewMovements: await hasPermission(user, 'inventory.movements.view'),
        viewPurchaseOrders: await hasPermission(user, 'inventory.purchase_orders.view'),
        viewReports: await hasPermission(user, 'reports.view.inventory'),
      },
    })
  }
}
