import { ListPage } from '@/components/lists/list-page'
import { MenuCategoriesList } from '@/modules/restaurant/components/menu-categories-list'
import { MenuTabs } from '@/modules/restaurant/components/menu-tabs'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { MenuCategoryRow } from '@/modules/restaurant/types'

export default function Index({
  categories,
  can,
}: {
  categories: MenuCategoryRow[]
  can: { manage: boolean }
}) {
  return (
    <ListPage
      breadcrumbs={[
        {
          title: t('restaurant.menu.categories_title'),
          href: urlFor('restaurant.menu_categories.index'),
        },
      ]}
      title={t('restaurant.menu.categories_title')}
      description={t('restaurant.menu.categories_description')}
      create={
        can.manage
          ? {
              href: urlFor('restaurant.menu_categories.create'),
              label: t('restaurant.menu.new_category'),
            }
          : null
      }
      filters={<MenuTabs current="restaurant.menu_categories.index" />}
    >
      <MenuCategoriesList categories={categories} can={can} />
    </ListPage>
  )
}
