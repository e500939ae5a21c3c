import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { formatDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { StatusChange } from '@/modules/hotel/types'

/** A room's housekeeping history, newest first. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  if (history.length === 0)
    return <p className="text-sm text-muted-foreground">{t('hotel.rooms.history_empty')}</p>
  return (
    <ol className="divide-y rounded-md border">
      {history.map((change) => (
        <li key={change.id} className="grid gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={change.fromStatus} />
            <span aria-hidden="true">→</span>
            <span className="sr-only">
              {t('hotel.rooms.history_line', {
                from: t(`hotel.status.${change.fromStatus}`),
                to: t(`hotel.status.${change.toStatus}`),
              })}
            </span>
            <StatusBadge status={change.toStatus} />
            <time
              className="ml-auto text-xs text-muted-foreground tabular-nums"
              dateTime={change.createdAt}
            >
              {formatDateTime(change.createdAt)}
            </time>
          </div>
          <p>{change.reason}</p>
          {change.actorName && (
            <p className="text-xs text-muted-foreground">
              {t('hotel.rooms.by', { name: change.actorName })}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
