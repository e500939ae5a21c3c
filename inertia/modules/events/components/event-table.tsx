import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { EventRow } from '@/modules/events/types'

/** `compact` leaves out the subject column, for narrow places like the dashboard. */
export function EventTable({ events, compact = false }: { events: EventRow[]; compact?: boolean }) {
  if (events.length === 0)
    return <p className="py-10 text-center text-sm text-muted-foreground">{t('events.empty')}</p>
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('events.column.time')}</TableHead>
            <TableHead>{t('events.column.type')}</TableHead>
            <TableHead>{t('events.column.actor')}</TableHead>
            {!compact && <TableHead>{t('events.column.subject')}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} data-testid="event-row">
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(event.createdAt)}
              </TableCell>
              <TableCell>
                <Link
                  route="events.show"
                  routeParams={{ id: event.id }}
                  prefetch
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {event.typeLabel}
                </Link>{' '}
                <Badge variant="secondary" className="ml-1">
                  {event.areaLabel}
                </Badge>
              </TableCell>
              <TableCell className="max-w-56 truncate">
                {event.actorLabel ?? t('events.system')}
              </TableCell>
              {!compact && (
                <TableCell className="max-w-56 truncate">
                  {event.subjectLabel ??
                    (event.subjectType ? `${event.subjectType} #${event.subjectId}` : '—')}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
