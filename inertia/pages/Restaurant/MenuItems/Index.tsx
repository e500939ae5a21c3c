import { ListPage } from '@/components/lists/list-page'
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
    <ListPage
      breadcrumbs={[
        { title: t('restaurant.menu.items_title'), href: urlFor('restaurant.menu_items.index') },
      ]}
      title={t('restaurant.menu.items_title')}
      description={t('restaurant.menu.items_description')}
      create={
        can.manage
          ? { href: urlFor('restaurant.menu_items.create'), label: t('restaurant.menu.new_item') }
          : null
      }
      filters={
        <>
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
        </>
      }
      framed={false}
    >
      <MenuItemsList items={items} currency={currency} can={can} />
    </ListPage>
  )
}
