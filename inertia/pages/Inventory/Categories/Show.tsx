import { Link } from '@adonisjs/inertia/react'
import { Pencil, Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ProductsTable } from '@/modules/inventory/components/products-table'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CategoryRow, ProductRow } from '@/modules/inventory/types'

type ShowProps = {
  category: CategoryRow
  subcategories: { id: number; name: string }[]
  products: ProductRow[]
  currency: string
  can: { manage: boolean; createProduct: boolean }
}

export default function Show({ category, subcategories, products, currency, can }: ShowProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.categories.title'), href: urlFor('inventory.categories.index') },
        { title: category.name, href: urlFor('inventory.categories.show', { id: category.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={category.name} description={category.description ?? undefined} />
        {can.manage && (
          <Button variant="outline" asChild>
            <Link route="inventory.categories.edit" routeParams={{ id: category.id }} prefetch>
              <Pencil aria-hidden="true" />
              {t('inventory.edit')}
            </Link>
          </Button>
        )}
      </div>
      {(category.parent || subcategories.length > 0) && (
        <p className="text-sm text-muted-foreground">
          {category.parent ? (
            <>
              {t('inventory.categories.inside')}{' '}
              <Link
                route="inventory.categories.show"
                routeParams={{ id: category.parent.id }}
                className="underline"
              >
                {category.parent.name}
              </Link>
            </>
          ) : (
            <>
              {t('inventory.categories.subcategories')}{' '}
              {subcategories.map((child, index) => (
                <span key={child.id}>
                  {index > 0 && ', '}
                  <Link
                    route="inventory.categories.show"
                    routeParams={{ id: child.id }}
                    className="underline"
                  >
                    {child.name}
                  </Link>
                </span>
              ))}
            </>
          )}
        </p>
      )}
      <Card className="gap-0 overflow-hidden pb-0">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-4">
          <CardTitle>
            {t('inventory.categories.products_title', { count: products.length })}
          </CardTitle>
          {can.createProduct && (
            <Button size="sm" variant="outline" asChild>
              <Link route="inventory.products.create" prefetch>
                <Plus aria-hidden="true" />
                {t('inventory.products.new')}
              </Link>
            </Button>
          )}
        </CardHeader>
        <CardContent className="px-0">
          <ProductsTable
            products={products}
            currency={currency}
            empty={t('inventory.categories.no_products')}
            hide={subcategories.length > 0 ? [] : ['category']}
          />
        </CardContent>
      </Card>
    </AppLayout>
  )
}
