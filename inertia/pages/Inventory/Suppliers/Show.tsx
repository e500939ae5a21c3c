import { Link } from '@adonisjs/inertia/react'
import { Pencil } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SupplierDetails } from '@/modules/inventory/components/supplier-details'
import { ProductsTable } from '@/modules/inventory/components/products-table'
import {
  SupplierPurchaseOrders,
  type SupplierPurchaseOrder,
} from '@/modules/inventory/components/supplier-purchase-orders'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ProductRow, Supplier } from '@/modules/inventory/types'

type ShowProps = {
  supplier: Supplier
  /** null when the user may not see products. */
  products: ProductRow[] | null
  /** Filled by the purchase-orders module; null hides the section. */
  purchaseOrders: SupplierPurchaseOrder[] | null
  currency: string
  can: { manage: boolean }
}

export default function Show({ supplier, products, purchaseOrders, currency, can }: ShowProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.suppliers.title'), href: urlFor('inventory.suppliers.index') },
        { title: supplier.name, href: urlFor('inventory.suppliers.show', { id: supplier.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <Heading level="h1" title={supplier.name} />
          {!supplier.active && <Badge variant="secondary">{t('inventory.inactive')}</Badge>}
        </div>
        {can.manage && (
          <Button variant="outline" asChild>
            <Link route="inventory.suppliers.edit" routeParams={{ id: supplier.id }} prefetch>
              <Pencil aria-hidden="true" />
              {t('inventory.edit')}
            </Link>
          </Button>
        )}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('inventory.suppliers.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SupplierDetails supplier={supplier} />
          </CardContent>
        </Card>
        <div className="grid gap-4">
          {products && (
            <Card className="gap-0 overflow-hidden pb-0">
              <CardHeader className="pb-4">
                <CardTitle>
                  {t('inventory.suppliers.products_title', { count: products.length })}
                </CardTitle>
              </CardHeader>
              <CardContent className="px-0">
                <ProductsTable
                  products={products}
                  currency={currency}
                  empty={t('inventory.suppliers.no_products')}
                  hide={['supplier']}
                />
              </CardContent>
            </Card>
          )}
          {purchaseOrders && (
            <Card className="gap-0 overflow-hidden pb-0">
              <CardHeader className="pb-4">
                <CardTitle>{t('inventory.suppliers.purchase_orders')}</CardTitle>
              </CardHeader>
              <CardContent className="px-0">
                <SupplierPurchaseOrders orders={purchaseOrders} currency={currency} />
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </AppLayout>
  )
}
