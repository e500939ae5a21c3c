import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { ReservationStatus } from '@/modules/restaurant/types'

export const RESERVATION_TONES: Record<ReservationStatus, string> = {
  booked: 'border-sky-600/50 bg-sky-600/15 text-sky-900 dark:text-sky-200',
  seated: 'border-rose-600/50 bg-rose-600/15 text-rose-900 dark:text-rose-200',
  completed: 'border-emerald-600/40 bg-emerald-600/10 text-emerald-900 dark:text-emerald-200',
  cancelled: 'border-border bg-muted text-muted-foreground line-through',
  no_show: 'border-amber-600/50 bg-amber-500/20 text-amber-900 dark:text-amber-200',
}

export function ReservationStatusBadge({
  status,
  className,
}: {
  status: ReservationStatus
  className?: string
}) {
  return (
    <Badge variant="outline" className={cn(RESERVATION_TONES[status], className)}>
      {t(`restaurant.reservation_status.${status}`)}
    </Badge>
  )
}
