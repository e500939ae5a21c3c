import { Link } from '@adonisjs/inertia/react'
import { Boxes, ChartColumn, Package, ShoppingCart } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDay } from '@/components/reports/report-format'
import { InventoryTiles } from '@/modules/inventory/components/inventory-tiles'
import {
  LowStockList,
  OpenOrderList,
  RecentMovementList,
} from '@/modules/inventory/components/dashboard-lists'
import { TopConsumed } from '@/modules/inventory/components/top-consumed'
import { useLiveProps } from '@/hooks/use-live-props'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { InventoryDashboard } from '@/modules/inventory/reports-types'

type DashboardProps = {
  dashboard: InventoryDashboard
  currency: string
  can: {
    viewProducts: boolean
    viewMovements: boolean
    viewPurchaseOrders: boolean
    viewReports: boolean
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

export default function Index({ dashboard, currency, can }: DashboardProps) {
  /* Any movement or order change may move every figure here: fetch them again. */
  useLiveProps<DashboardProps>({ 'inventory.stock': ['StockChanged', 'PurchaseOrderChanged'] }, [
    'dashboard',
  ])
  const links = [
    {
      show: can.viewProducts,
      href: urlFor('inventory.products.index'),
      icon: Package,
      key: 'products_link',
    },
    {
      show: can.viewMovements,
      href: urlFor('inventory.movements.index'),
      icon: Boxes,
      key: 'movements_link',
    },
    {
      show: can.viewPurchaseOrders,
      href: urlFor('inventory.purchase_orders.index'),
      icon: ShoppingCart,
      key: 'purchase_orders_link',
    },
    {
      show: can.viewReports,
      href: urlFor('inventory.reports.index'),
      icon: ChartColumn,
      key: 'reports_link',
    },
  ].filter((link) => link.show)
  return (
    <AppLayout
      breadcrumbs={[{ title: t('inventory.dashboard.title'), href: urlFor('inventory.dashboard') }]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('inventory.dashboard.title')}
          description={t('inventory.dashboard.description', {
            date: formatLongDay(dashboard.today),
          })}
        />
        <nav className="flex flex-wrap gap-2" aria-label={t('inventory.dashboard.title')}>
          {links.map((link) => (
            <Button key={link.key} asChild variant="outline" size="sm">
              <Link href={link.href} prefetch>
                <link.icon aria-hidden="true" />
                {t(`inventory.dashboard.${link.key}`)}
              </Link>
            </Button>
          ))}
        </nav>
      </div>
      <InventoryTiles tiles={dashboard} currency={currency} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('inventory.dashboard.low_stock_list')}>
          <LowStockList products={dashboard.lowStockList} linkToProducts={can.viewProducts} />
          {can.viewProducts && dashboard.lowStock > dashboard.lowStockList.length && (
            <Link
              route="inventory.products.low_stock"
              className="mt-3 inline-block text-sm underline underline-offset-4"
            >
              {t('inventory.dashboard.all_low_stock')}
            </Link>
          )}
        </Section>
        <Section title={t('inventory.dashboard.on_order')}>
          <OpenOrderList orders={dashboard.openOrderList} linkToOrders={can.viewPurchaseOrders} />
        </Section>
        <Section title={t('inventory.dashboard.recent_movements')}>
          <RecentMovementList movements={dashboard.recentMovements} currency={currency} />
        </Section>
        <Section title={t('inventory.dashboard.top_consumed')}>
          <TopConsumed products={dashboard.topConsumed} currency={currency} />
        </Section>
      </div>
    </AppLayout>
  )
}
