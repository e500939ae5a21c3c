import { formatDateTime } from '@/lib/format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { TimelineEntry } from '@/modules/hotel/components/stay-types'

function eventLabel(type: string) {
  const key = `hotel.stays.events.${type}`
  const label = t(key)
  return label === key ? type : label
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

function valueText(field: string, value: unknown, currency: string) {
  if (isEmpty(value)) return t('hotel.none')
  if (field.endsWith('Cents') && typeof value === 'number') return formatMoney(value, currency)
  if (field === 'status' && typeof value === 'string') return t(`hotel.stays.status.${value}`)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/* A value set for the first time reads "field: value"; a change reads "field: before → after". */
function changeText(change: TimelineEntry['changes'][number], currency: string) {
  const after = valueText(change.field, change.after, currency)
  return isEmpty(change.before) ? after : `${valueText(change.field, change.before, currency)} → ${after}`
}

/** What happened to the booking, newest first: the event, who did it, when, and what changed. */
export function BookingTimeline({ entries, currency }: { entries: TimelineEntry[]; currency: string }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('hotel.stays.timeline_empty')}</p>
  return (
    <ol className="divide-y rounded-md border" aria-label={t('hotel.stays.timeline')}>
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="font-medium">{eventLabel(entry.type)}</span>
            <time className="ml-auto text-xs text-muted-foreground tabular-nums" dateTime={entry.createdAt}>
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          {entry.changes.some((change) => !isEmpty(change.before) || !isEmpty(change.after)) && (
            <ul className="grid gap-0.5 text-xs text-muted-foreground">
              {entry.changes
                .filter((change) => !isEmpty(change.before) || !isEmpty(change.after))
                .map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-mono">{change.field}</span>: {changeText(change, currency)}
                  </li>
                ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">{t('hotel.stays.by', { name: entry.actorLabel ?? t('hotel.stays.system') })}</p>
        </li>
      ))}
    </ol>
  )
}
