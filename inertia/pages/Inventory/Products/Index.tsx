import { Link } from '@adonisjs/inertia/react'
import { TriangleAlert } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { Button } from '@/components/ui/button'
import { ProductFilters } from '@/modules/inventory/components/product-filters'
import { ProductsTable } from '@/modules/inventory/components/products-table'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type {
  CategoryOption,
  ProductFilters as Filters,
  ProductRow,
  SupplierOption,
} from '@/modules/inventory/types'

type IndexProps = {
  products: Paginated<ProductRow>
  filters: Filters
  categories: CategoryOption[]
  suppliers: SupplierOption[]
  currency: string
  can: { manage: boolean }
}

export default function Index({
  products,
  filters,
  categories,
  suppliers,
  currency,
  can,
}: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[
        { title: t('inventory.products.title'), href: urlFor('inventory.products.index') },
      ]}
      title={t('inventory.products.title')}
      description={t('inventory.products.description')}
      create={
        can.manage
          ? { href: urlFor('inventory.products.create'), label: t('inventory.products.new') }
          : null
      }
      actions={
        <Button variant="outline" asChild>
          <Link route="inventory.products.low_stock" prefetch>
            <TriangleAlert aria-hidden="true" />
            {t('inventory.low_stock.title')}
          </Link>
        </Button>
      }
      filters={
        <ProductFilters
          filters={filters}
          categories={categories}
          suppliers={suppliers}
          onChange={change}
        />
      }
      meta={products.metadata}
    >
      <ProductsTable
        products={products.data}
        currency={currency}
        empty={t('inventory.products.empty')}
        sorting={{
          sort: filters.sort,
          direction: filters.direction,
          onSort: (sort, direction) => change({ sort, direction }),
        }}
      />
    </ListPage>
  )
}
