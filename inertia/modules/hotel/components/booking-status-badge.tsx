import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import type { BookingStatus } from '@/modules/hotel/types'

const TONES: Record<BookingStatus, string> = {
  pending: 'border-amber-600/30 bg-amber-600/10 text-amber-800 dark:text-amber-300',
  confirmed: 'border-sky-600/30 bg-sky-600/10 text-sky-800 dark:text-sky-300',
  checked_in: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  checked_out: 'border-border bg-muted text-muted-foreground',
  cancelled: 'border-destructive/30 bg-destructive/10 text-destructive',
  no_show: 'border-orange-600/30 bg-orange-600/10 text-orange-800 dark:text-orange-300',
}

/** A booking's status in words and colour (never colour alone). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge variant="outline" className={TONES[status]}>
      {t(`hotel.bookings.status.${status}`)}
    </Badge>
  )
}
