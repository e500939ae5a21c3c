import { Link } from '@inertiajs/react'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'

const TABS = [
  { href: '/restaurant/menu-items', label: 'restaurant.menu.items_link' },
  { href: '/restaurant/menu-categories', label: 'restaurant.menu.categories_link' },
  { href: '/restaurant/menu-combos', label: 'restaurant.menu.combos_link' },
] as const

/** Moves between the menu's three lists. */
export function MenuTabs({ current }: { current: (typeof TABS)[number]['href'] }) {
  return (
    <nav aria-label={t('restaurant.menu.items_title')} className="flex gap-1 border-b">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          prefetch
          aria-current={tab.href === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            tab.href === current
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
