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
