import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'

/** Previous and next through a long stock card; each page opens with the balance carried over. */
export function KardexPages({
  pages,
  lines,
  href,
}: {
  pages: { current: number; last: number; perPage: number }
  lines: number
  href: (page: number) => string
}) {
  if (pages.last <= 1) return null
  const from = (pages.current - 1) * pages.perPage + 1
  const to = Math.min(pages.current * pages.perPage, lines)
  const link = (page: number, label: string, children: React.ReactNode) =>
    page < 1 || page > pages.last ? (
      <Button variant="outline" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    ) : (
      <Button variant="outline" size="sm" asChild>
        <Link href={href(page)} preserveScroll aria-label={label}>
          {children}
        </Link>
      </Button>
    )
  return (
    <nav
      aria-label={t('list.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        {t('inventory.kardex.lines', { from, to, total: lines })}
      </p>
      <div className="flex items-center gap-2">
        {link(pages.current - 1, t('list.pagination.previous'), <ChevronLeft aria-hidden="true" />)}
        <span className="tabular-nums text-muted-foreground">
          {t('list.pagination.page', { page: pages.current, pages: pages.last })}
        </span>
        {link(pages.current + 1, t('list.pagination.next'), <ChevronRight aria-hidden="true" />)}
      </div>
    </nav>
  )
}
