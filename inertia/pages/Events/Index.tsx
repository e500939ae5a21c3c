import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EventFilters } from '@/modules/events/components/event-filters'
import { EventTable } from '@/modules/events/components/event-table'
import { useChannel } from '@/hooks/use-channel'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EventFilterOptions, EventFilters as Filters, EventRow } from '@/modules/events/types'

type Props = {
  events: EventRow[]
  meta: { total: number; perPage: number; currentPage: number; lastPage: number }
  filters: Filters
  options: EventFilterOptions
}

function matches(event: EventRow, filters: Filters) {
  return (
    (!filters.area || event.area === filters.area) &&
    (!filters.type || event.type === filters.type) &&
    (!filters.actor || String(event.actorId) === filters.actor) &&
    (!filters.subject_type || event.subjectType === filters.subject_type) &&
    (!filters.subject_id || event.subjectId === filters.subject_id) &&
    !filters.to
  )
}

export default function EventsIndex({ events, meta, filters, options }: Props) {
  const [live, setLive] = useState<EventRow[]>([])
  const onFirstPage = meta.currentPage === 1
  useChannel(
    'events',
    {
      EventRecorded: (event: EventRow) => {
        if (onFirstPage && matches(event, filters))
          setLive((current) => [event, ...current.filter((row) => row.id !== event.id)])
      },
    },
    { reloadOnReconnect: ['events', 'meta'] }
  )
  const rows = [...live.filter((row) => !events.some((event) => event.id === row.id)), ...events]
  const pageLink = (page: number) =>
    urlFor(
      'events.index',
      {},
      {
        qs: {
          ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
          page: String(page),
        },
      }
    )

  return (
    <AppLayout breadcrumbs={[{ title: t('events.title'), href: urlFor('events.index') }]}>
      <Heading level="h1" title={t('events.title')} description={t('events.description')} />
      <Card>
        <CardContent className="space-y-4">
          <EventFilters filters={filters} options={options} />
          <p className="text-xs text-muted-foreground">{t('events.live')}</p>
          <EventTable events={rows} />
          <nav
            aria-label="Pagination"
            className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
          >
            <span>
              {t('events.page', {
                page: meta.currentPage,
                pages: Math.max(meta.lastPage, 1),
                total: meta.total + live.length,
              })}
            </span>
            <span className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                {meta.currentPage > 1 ? (
                  <Link href={pageLink(meta.currentPage - 1)} prefetch>
                    {t('events.previous')}
                  </Link>
                ) : (
                  <span aria-disabled="true" className="pointer-events-none opacity-50">
                    {t('events.previous')}
                  </span>
                )}
              </Button>
              <Button asChild variant="outline" size="sm">
                {meta.currentPage < meta.lastPage ? (
                  <Link href={pageLink(meta.currentPage + 1)} prefetch>
                    {t('events.next')}
                  </Link>
                ) : (
                  <span aria-disabled="true" className="pointer-events-none opacity-50">
                    {t('events.next')}
                  </span>
                )}
              </Button>
            </span>
          </nav>
        </CardContent>
      </Card>
    </AppLayout>
  )
}
