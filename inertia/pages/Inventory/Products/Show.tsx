import { Link } from '@adonisjs/inertia/react'
import { BookOpenText, Pencil } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ProductStock } from '@/modules/inventory/components/product-stock'
import { ProductDetails } from '@/modules/inventory/components/product-details'
import { MovementsTable } from '@/modules/inventory/components/movements-table'
import { StockBadge } from '@/modules/inventory/components/stock-badge'
import { MovementForm } from '@/modules/inventory/components/movement-form'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { MovementRow, ProductDetail } from '@/modules/inventory/types'

type ShowProps = {
  product: ProductDetail
  movements: MovementRow[]
  currency: string
  can: { manage: boolean; viewMovements: boolean; adjust: boolean; recordWaste: boolean }
}

export default function Show({ product, movements, currency, can }: ShowProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.products.title'), href: urlFor('inventory.products.index') },
        { title: product.name, href: urlFor('inventory.products.show', { id: product.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <Heading level="h1" title={product.name} description={product.sku} />
          <StockBadge product={product} />
        </div>
        <div className="flex flex-wrap gap-2">
          {can.viewMovements && (
            <Button variant="outline" asChild>
              <Link route="inventory.movements.kardex" qs={{ product: product.id }} prefetch>
                <BookOpenText aria-hidden="true" />
                {t('inventory.kardex.open')}
              </Link>
            </Button>
          )}
          {can.manage && (
            <Button variant="outline" asChild>
              <Link route="inventory.products.edit" routeParams={{ id: product.id }} prefetch>
                <Pencil aria-hidden="true" />
                {t('inventory.edit')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <ProductStock product={product} currency={currency} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('inventory.products.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ProductDetails product={product} />
          </CardContent>
        </Card>
        {can.recordWaste && (
          <Card>
            <CardHeader>
              <CardTitle id="movement-title">
                {can.adjust
                  ? t('inventory.movements.form_title')
                  : t('inventory.movements.record_waste')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <MovementForm products={[product]} wasteOnly={!can.adjust} currency={currency} />
            </CardContent>
          </Card>
        )}
      </div>
      {can.viewMovements && (
        <Card className="gap-0 overflow-hidden pb-0">
          <CardHeader className="pb-4">
            <CardTitle>{t('inventory.products.recent_movements')}</CardTitle>
          </CardHeader>
          <CardContent className="px-0">
            <MovementsTable
              movements={movements}
              currency={currency}
              unit={product.unit}
              empty={t('inventory.products.no_movements')}
            />
          </CardContent>
        </Card>
      )}
    </AppLayout>
  )
}
