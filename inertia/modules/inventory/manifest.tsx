import {
  Boxes,
  ChartColumn,
  LayoutDashboard,
  Package,
  ShoppingCart,
  Tags,
  Truck,
  TriangleAlert,
} from 'lucide-react'
import { defineModule } from '@/lib/modules'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { InventoryTiles } from '@/modules/inventory/components/inventory-tiles'
import type { InventoryTiles as InventoryFigures } from '@/modules/inventory/reports-types'

/** Stock value, low stock and open purchase orders; sent only to users who may see the inventory dashboard. */
function DashboardSection({
  props,
}: {
  props: { inventoryTiles?: InventoryFigures; currency?: string }
}) {
  const { inventoryTiles: tiles, currency } = props
  if (!tiles || !currency) return null
  return (
    <section className="grid gap-3">
      <h2 className="text-base font-medium">{t('inventory.dashboard.title')}</h2>
      <InventoryTiles tiles={tiles} currency={currency} href={urlFor('inventory.dashboard')} />
    </section>
  )
}

export default defineModule<{ inventoryTiles: InventoryFigures; currency: string }>({
  name: 'inventory',
  navigation: {
    group: {
      title: t('nav.inventory'),
      items: [
        {
          title: t('nav.item.inventory'),
          href: urlFor('inventory.dashboard'),
          page: 'Inventory/Dashboard/Index',
          icon: LayoutDashboard,
          permission: 'inventory.dashboard.view',
        },
        {
          title: t('nav.item.inventory.products'),
          href: urlFor('inventory.products.index'),
          page: 'Inventory/Products/Index',
          icon: Package,
          permission: 'inventory.products.view',
        },
        {
          title: t('nav.item.inventory.low_stock'),
          href: urlFor('inventory.products.low_stock'),
          page: 'Inventory/Products/LowStock',
          icon: TriangleAlert,
          permission: 'inventory.products.view',
        },
        {
          title: t('nav.item.inventory.categories'),
          href: urlFor('inventory.categories.index'),
          page: 'Inventory/Categories/Index',
          icon: Tags,
          permission: 'inventory.products.view',
        },
        {
          title: t('nav.item.inventory.movements'),
          href: urlFor('inventory.movements.index'),
          page: 'Inventory/Movements/Index',
          icon: Boxes,
          permission: 'inventory.movements.view',
        },
        {
          title: t('nav.item.inventory.purchase_orders'),
          href: urlFor('inventory.purchase_orders.index'),
          page: 'Inventory/PurchaseOrders/Index',
          icon: ShoppingCart,
          permission: 'inventory.purchase_orders.view',
        },
        {
          title: t('nav.item.inventory.suppliers'),
          href: urlFor('inventory.suppliers.index'),
          page: 'Inventory/Suppliers/Index',
          icon: Truck,
          permission: 'inventory.suppliers.view',
        },
        {
          title: t('nav.item.inventory.reports'),
          href: urlFor('inventory.reports.index'),
          page: 'Inventory/Reports/Index',
          icon: ChartColumn,
          permission: 'reports.view.inventory',
        },
      ],
    },
  },
  dashboard: DashboardSection,
})
