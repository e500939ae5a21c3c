import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { FilterBar } from '@/components/lists/filter-bar'
import { MenuTabs } from '@/modules/restaurant/components/menu-tabs'
import { MenuItemsList } from '@/modules/restaurant/components/menu-items-list'
import { useMenuLive } from '@/modules/restaurant/components/menu-live'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CategoryOption, MenuFilters, MenuItemRow } from '@/modules/restaurant/types'

type IndexProps = {
  items: MenuItemRow[]
  filters: MenuFilters
  categories: CategoryOption[]
  currency: string
  can: { manage: boolean; availability: boolean; seeCost: boolean }
}

export default function Index({ items, filters, categories, currency, can }: IndexProps) {
  useMenuLive<IndexProps>(['items'], { costs: can.seeCost })
  const { change } = useListQuery()
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.menu.items_title'), href: urlFor('restaurant.menu_items.index') },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.menu.items_title')}
          description={t('restaurant.menu.items_description')}
        />
        {can.manage && (
          <Button asChild>
            <Link route="restaurant.menu_items.create" prefetch>
              <Plus aria-hidden="true" />
              {t('restaurant.menu.new_item')}
            </Link>
          </Button>
        )}
      </div>
      <MenuTabs current="restaurant.menu_items.index" />
      <FilterBar
        id="menu"
        search={{
          label: t('restaurant.menu.search'),
          placeholder: t('restaurant.menu.search_placeholder'),
          value: filters.search,
        }}
        selects={[
          {
            name: 'category',
            label: t('restaurant.menu.category'),
            value: filters.category ? String(filters.category) : '',
            anyLabel: t('restaurant.all'),
            options: categories.map((category) => ({
              value: String(category.id),
              label: category.name,
            })),
          },
          {
            name: 'availability',
            label: t('restaurant.menu.availability_filter'),
            value: filters.availability,
            anyLabel: t('restaurant.all'),
            options: (['available', 'sold_out', 'inactive'] as const).map((value) => ({
              value,
              label: t(`restaurant.menu.${value}`),
            })),
          },
        ]}
        onChange={change}
      />
      <MenuItemsList items={items} currency={currency} can={can} />
    </AppLayout>
  )
}
