import { Link } from '@adonisjs/inertia/react'
import { LayoutGrid } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { Button } from '@/components/ui/button'
import { FilterBar } from '@/components/lists/filter-bar'
import { TablesList } from '@/modules/restaurant/components/tables-list'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { BoardTable, TableFilters, TableStatus } from '@/modules/restaurant/types'

type IndexProps = {
  tables: BoardTable[]
  filters: TableFilters
  areas: string[]
  statuses: TableStatus[]
  can: { manage: boolean; clean: boolean }
}

export default function Index({ tables, filters, areas, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[
        { title: t('restaurant.tables.title'), href: urlFor('restaurant.tables.index') },
      ]}
      title={t('restaurant.tables.title')}
      description={t('restaurant.tables.description')}
      create={
        can.manage
          ? { href: urlFor('restaurant.tables.create'), label: t('restaurant.tables.new') }
          : null
      }
      actions={
        <Button variant="outline" asChild>
          <Link route="restaurant.floor_map.index">
            <LayoutGrid aria-hidden="true" />
            {t('restaurant.tables.open_floor_map')}
          </Link>
        </Button>
      }
      filters={
        <FilterBar
          id="tables"
          selects={[
            {
              name: 'area',
              label: t('restaurant.tables.area_filter'),
              value: filters.area,
              anyLabel: t('restaurant.all'),
              options: areas.map((area) => ({ value: area, label: area })),
            },
            {
              name: 'active',
              label: t('restaurant.tables.active_filter'),
              value: filters.active,
              anyLabel: t('restaurant.all'),
              options: [
                { value: 'yes', label: t('restaurant.active') },
                { value: 'no', label: t('restaurant.inactive') },
              ],
            },
          ]}
          onChange={change}
        />
      }
    >
      <TablesList tables={tables} can={can} />
    </ListPage>
  )
}
