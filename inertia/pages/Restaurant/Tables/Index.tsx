import { Link } from '@adonisjs/inertia/react'
import { LayoutGrid, Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
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
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.tables.title'), href: urlFor('restaurant.tables.index') },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.tables.title')}
          description={t('restaurant.tables.description')}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link route="restaurant.floor_map.index">
              <LayoutGrid aria-hidden="true" />
              {t('restaurant.tables.open_floor_map')}
            </Link>
          </Button>
          {can.manage && (
            <Button asChild>
              <Link route="restaurant.tables.create" prefetch>
                <Plus aria-hidden="true" />
                {t('restaurant.tables.new')}
              </Link>
            </Button>
          )}
        </div>
      </div>
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
      <Card className="gap-0 overflow-hidden py-0">
        <TablesList tables={tables} can={can} />
      </Card>
    </AppLayout>
  )
}
