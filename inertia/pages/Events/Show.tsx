import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { TextLink } from '@/components/text-link'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { EventChanges } from '@/modules/events/components/event-changes'
import { formatDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EventDetail } from '@/modules/events/types'

export default function EventsShow({ event }: { event: EventDetail }) {
  const details: [string, string][] = [
    [t('events.column.time'), formatDateTime(event.createdAt)],
    [t('events.column.type'), event.typeLabel],
    [t('events.filter.area'), event.areaLabel],
    [t('events.column.actor'), event.actorLabel ?? t('events.system')],
    [
      t('events.column.subject'),
      event.subjectLabel ?? (event.subjectType ? `${event.subjectType} #${event.subjectId}` : '—'),
    ],
    [t('events.show.ip'), event.ip ?? '—'],
    [t('events.show.user_agent'), event.userAgent ?? '—'],
  ]
  for (const detail of event.details) details.push([detail.label, detail.value])

  return (
    <AppLayout
      breadcrumbs={[
        { title: t('events.title'), href: urlFor('events.index') },
        { title: `#${event.id}`, href: urlFor('events.show', { id: event.id }) },
      ]}
    >
      <Heading
        level="h1"
        title={t('events.show.title', { id: event.id })}
        description={event.typeLabel}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('events.show.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="wrap-anywhere">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <EventChanges changes={event.changes} />
      </div>
      <TextLink href={urlFor('events.index')}>{t('events.show.back')}</TextLink>
    </AppLayout>
  )
}
