import { formatDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { TimelineEntry } from '@/modules/hotel/components/stay-types'

/* A value set for the first time reads "Label: value"; a change reads "Label: before → after". */
function changeText(change: TimelineEntry['changes'][number]) {
  if (change.before === null) return change.after ?? ''
  return `${change.before} → ${change.after ?? t('hotel.none')}`
}

/**
 * What happened to the booking, newest first: the event, who did it, when,
 * what changed and what else was recorded — labels and values come in words
 * from the server (app/transformers/events/event_fields.ts).
 */
export function BookingTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">{t('hotel.stays.timeline_empty')}</p>
  return (
    <ol className="divide-y rounded-md border" aria-label={t('hotel.stays.timeline')}>
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 p-3 text-sm" data-testid="timeline-entry">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="font-medium">{entry.typeLabel}</span>
            <time
              className="ml-auto text-xs text-muted-foreground tabular-nums"
              dateTime={entry.createdAt}
            >
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          {entry.changes.length + entry.details.length > 0 && (
            <ul className="grid gap-0.5 text-xs text-muted-foreground">
              {entry.changes.map((change) => (
                <li key={`change-${change.field}`} className="break-words">
                  <span className="font-medium text-foreground/80">{change.label}</span>:{' '}
                  {changeText(change)}
                </li>
              ))}
              {entry.details.map((detail) => (
                <li key={`detail-${detail.field}`} className="break-words">
                  <span className="font-medium text-foreground/80">{detail.label}</span>:{' '}
                  {detail.value}
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">
            {t('hotel.stays.by', { name: entry.actorLabel ?? t('hotel.stays.system') })}
          </p>
        </li>
      ))}
    </ol>
  )
}
