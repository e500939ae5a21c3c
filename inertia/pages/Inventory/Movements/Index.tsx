import { Link } from '@adonisjs/inertia/react'
import { BookOpenText } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  MovementFiltersBar,
  type MovementFilters,
} from '@/modules/inventory/components/movement-filters'
import { MovementForm } from '@/modules/inventory/components/movement-form'
import { MovementsTable } from '@/modules/inventory/components/movements-table'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type {
  AdjustmentReason,
  MovementKind,
  MovementRow,
  ProductOption,
} from '@/modules/inventory/types'

type IndexProps = {
  movements: Paginated<MovementRow>
  filters: MovementFilters
  products: ProductOption[]
  kinds: MovementKind[]
  reasons: AdjustmentReason[]
  currency: string
  can: { adjust: boolean }
}

export default function Index({ movements, filters, products, kinds, currency, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[
        { title: t('inventory.movements.title'), href: urlFor('inventory.movements.index') },
      ]}
      title={t('inventory.movements.title')}
      description={t('inventory.movements.description')}
      actions={
        <Button variant="outline" asChild>
          <Link route="inventory.movements.kardex" prefetch>
            <BookOpenText aria-hidden="true" />
            {t('inventory.kardex.title')}
          </Link>
        </Button>
      }
      filters={
        <>
          {can.adjust && (
            <Card className="max-w-3xl">
              <CardHeader>
                <CardTitle id="movement-title">{t('inventory.movements.form_title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <MovementForm products={products} wasteOnly={false} currency={currency} />
              </CardContent>
            </Card>
          )}
          <MovementFiltersBar
            filters={filters}
            products={products}
            kinds={kinds}
            onChange={change}
          />
        </>
      }
      meta={movements.metadata}
    >
      <MovementsTable
        movements={movements.data}
        currency={currency}
        empty={t('inventory.movements.empty')}
      />
    </ListPage>
  )
}
