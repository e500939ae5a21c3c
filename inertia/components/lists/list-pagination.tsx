import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import type { PaginationMeta } from '@/lib/pagination'

function PageLink({
  href,
  label,
  children,
}: {
  href: string | null
  label: string
  children: React.ReactNode
}) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    )
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <Link href={href} preserveScroll aria-label={label}>
        {children}
      </Link>
    </Button>
  )
}

/** "Showing 26–50 of 120" with previous and next; the links keep the list's filters. */
export function ListPagination({ meta }: { meta: PaginationMeta }) {
  if (meta.total === 0) return null
  const from = (meta.currentPage - 1) * meta.perPage + 1
  const to = Math.min(meta.currentPage * meta.perPage, meta.total)
  return (
    <nav
      aria-label={t('list.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        {t('list.pagination.showing', { from, to, total: meta.total })}
      </p>
      <div className="flex items-center gap-2">
        <PageLink
          href={meta.currentPage > 1 ? meta.previousPageUrl : null}
          label={t('list.pagination.previous')}
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">{t('list.pagination.previous')}</span>
        </PageLink>
        <span className="tabular-nums text-muted-foreground">
          {t('list.pagination.page', { page: meta.currentPage, pages: Math.max(meta.lastPage, 1) })}
        </span>
        <PageLink
          href={meta.currentPage < meta.lastPage ? meta.nextPageUrl : null}
          label={t('list.pagination.next')}
        >
          <span className="hidden sm:inline">{t('list.pagination.next')}</span>
          <ChevronRight aria-hidden="true" />
        </PageLink>
      </div>
    </nav>
  )
}
