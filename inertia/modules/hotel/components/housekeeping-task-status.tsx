import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import type { TaskStatus } from '@/modules/hotel/components/housekeeping-types'

const TONES: Record<TaskStatus, string> = {
  open: 'border-sky-600/30 bg-sky-600/10 text-sky-800 dark:text-sky-300',
  in_progress: 'border-amber-600/30 bg-amber-600/10 text-amber-800 dark:text-amber-300',
  done: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  cancelled: 'border-muted-foreground/30 bg-muted text-muted-foreground',
}

/** A task's status in words and colour. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="outline" className={TONES[status]}>
      {t(`hotel.housekeeping.task_status_${status}`)}
    </Badge>
  )
}
