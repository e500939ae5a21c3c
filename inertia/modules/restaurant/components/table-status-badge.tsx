import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { TableStatus } from '@/modules/restaurant/types'

/* One colour per status, shared by the badge, the floor map and its legend. */
export const STATUS_TONES: Record<TableStatus, string> = {
  free: 'border-emerald-600/40 bg-emerald-600/10 text-emerald-900 dark:text-emerald-200',
  occupied: 'border-rose-600/50 bg-rose-600/15 text-rose-900 dark:text-rose-200',
  reserved: 'border-sky-600/50 bg-sky-600/15 text-sky-900 dark:text-sky-200',
  needs_cleaning: 'border-amber-600/50 bg-amber-500/20 text-amber-900 dark:text-amber-200',
}

/** The status in words and colour (never colour alone). */
export function TableStatusBadge({
  status,
  className,
}: {
  status: TableStatus
  className?: string
}) {
  return (
    <Badge variant="outline" className={cn(STATUS_TONES[status], className)}>
      {t(`restaurant.status.${status}`)}
    </Badge>
  )
}
