import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListPagination } from '@/components/lists/list-pagination'
import type { PaginationMeta } from '@/lib/pagination'
import type { BreadcrumbItem } from '@/types'

type ListPageProps = {
  breadcrumbs: BreadcrumbItem[]
  title: string
  description?: string
  /** The "new …" button, shown only when the user may create. */
  create?: { href: string; label: string } | null
  /** Extra buttons next to it. */
  actions?: ReactNode
  /** The filter bar (search, selects), tabs or view switches above the list. */
  filters?: ReactNode
  /** A refusal or warning between the filters and the list. */
  notice?: ReactNode
  meta?: PaginationMeta | null
  /** Lists that are not one table (a board, cards by floor) bring their own frame. */
  framed?: boolean
  /** Listeners and other invisible helpers of the page. */
  live?: ReactNode
  children: ReactNode
}

/** The list screen: heading and actions, a filter bar, the list in a card, pagination. */
export function ListPage({
  breadcrumbs,
  title,
  description,
  create,
  actions,
  filters,
  notice,
  meta,
  framed = true,
  live,
  children,
}: ListPageProps) {
  return (
    <AppLayout breadcrumbs={breadcrumbs}>
      {live}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={title} description={description} />
        {(create || actions) && (
          <div className="flex flex-wrap gap-2">
            {actions}
            {create && (
              <Button asChild>
                <Link href={create.href} prefetch>
                  <Plus aria-hidden="true" />
                  {create.label}
                </Link>
              </Button>
            )}
          </div>
        )}
      </div>
      {filters}
      {notice}
      {framed ? <Card className="gap-0 overflow-hidden py-0">{children}</Card> : children}
      {meta && <ListPagination meta={meta} />}
    </AppLayout>
  )
}

/** What a list shows when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="px-4 py-10 text-center text-sm text-muted-foreground">{children}</p>
}
