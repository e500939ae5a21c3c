import { defineModule } from '#services/modules'

declare module '../../services/modules.js' {
  interface DashboardTileProps {
    inventoryTiles: Awaited<
      ReturnType<typeof import('#queries/inventory/dashboard').inventoryHeadlines>
    >
    currency: string
  }
}

export default defineModule({
  name: 'inventory',
  routes: async () => {
    await import('#start/routes/inventory')
    await import('#start/routes/inventory/purchase_orders')
    await import('#start/routes/inventory/dashboard')
    await import('#start/routes/inventory/reports')
  },
  permissions: {
    inventory: {
      'inventory.dashboard.view': 'See the inventory dashboard',
      'inventory.products.view': 'See products and stock',
      'inventory.products.manage': 'Create and edit products and categories',
      'inventory.movements.view': 'See movements and the Kardex',
      'inventory.movements.adjust': 'Adjust stock',
      'inventory.movements.record_waste': 'Record waste',
      'inventory.suppliers.view': 'See suppliers',
      'inventory.suppliers.manage': 'Create and edit suppliers',
      'inventory.purchase_orders.view': 'See purchase orders',
      'inventory.purchase_orders.manage': 'Draft, order and cancel purchase orders',
      'inventory.purchase_orders.receive': 'Receive deliveries',
    },
    reports: { 'reports.view.inventory': 'See inventory reports' },
  },
  channels: {
    /* Average costs move dish costs: the menu's managers see them change live. */
    'inventory.stock': [
      'inventory.products.view',
      'inventory.dashboard.view',
      'restaurant.menu.manage',
    ],
  },
  policies: {
    CategoryPolicy: () => import('#policies/inventory/category_policy'),
    SupplierPolicy: () => import('#policies/inventory/supplier_policy'),
    ProductPolicy: () => import('#policies/inventory/product_policy'),
    MovementPolicy: () => import('#policies/inventory/movement_policy'),
    PurchaseOrderPolicy: () => import('#policies/inventory/purchase_order_policy'),
  },
  dashboard: {
    permission: 'inventory.dashboard.view',
    props: async () => {
      const { inventoryHeadlines } = await import('#queries/inventory/dashboard')
      const { appCurrency } = await import('#services/money')
      return { inventoryTiles: await inventoryHeadlines(), currency: appCurrency() }
    },
  },
})
