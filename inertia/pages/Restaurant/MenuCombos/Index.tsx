import { ListPage } from '@/components/lists/list-page'
import { MenuCombosList } from '@/modules/restaurant/components/menu-combos-list'
import { MenuTabs } from '@/modules/restaurant/components/menu-tabs'
import { useMenuLive } from '@/modules/restaurant/components/menu-live'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ComboRow } from '@/modules/restaurant/types'

type IndexProps = {
  combos: ComboRow[]
  currency: string
  can: { manage: boolean; seeCost: boolean }
}

export default function Index({ combos, currency, can }: IndexProps) {
  useMenuLive<IndexProps>(['combos'], { costs: can.seeCost })
  return (
    <ListPage
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
      ]}
      title={t('restaurant.combos.title')}
      description={t('restaurant.combos.description')}
      create={
        can.manage
          ? { href: urlFor('restaurant.menu_combos.create'), label: t('restaurant.combos.new') }
          : null
      }
      filters={<MenuTabs current="restaurant.menu_combos.index" />}
    >
      <MenuCombosList combos={combos} currency={currency} can={can} />
    </ListPage>
  )
}
