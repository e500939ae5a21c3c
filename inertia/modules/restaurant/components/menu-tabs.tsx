import { Link } from '@adonisjs/inertia/react'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'

const TABS = [
  { route: 'restaurant.menu_items.index', label: 'restaurant.menu.items_link' },
  { route: 'restaurant.menu_categories.index', label: 'restaurant.menu.categories_link' },
  { route: 'restaurant.menu_combos.index', label: 'restaurant.menu.combos_link' },
] as const

/** Moves between the menu's three lists. */
export function MenuTabs({ current }: { current: (typeof TABS)[number]['route'] }) {
  return (
    <nav aria-label={t('restaurant.menu.items_title')} className="flex gap-1 border-b">
      {TABS.map((tab) => (
        <Link
          key={tab.route}
          route={tab.route}
          prefetch
          aria-current={tab.route === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            tab.route === current
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground'
          )}
        >
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  )
}
