import { Link } from '@adonisjs/inertia/react'
import { ChevronRight } from 'lucide-react'
import { t } from '@/lib/i18n'
import type { BreadcrumbItem } from '@/types'

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="min-w-0">
      <ol className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.href} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="truncate font-normal text-foreground">
                  {item.title}
                </span>
              ) : (
                <>
                  <Link
                    href={item.href}
                    prefetch
                    className="truncate transition-colors hover:text-foreground"
                  >
                    {item.title}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
