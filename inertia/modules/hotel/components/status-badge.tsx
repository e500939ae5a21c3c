import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import type { HousekeepingStatus } from '@/modules/hotel/types'

const TONES: Record<HousekeepingStatus, string> = {
  clean: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  inspected: 'border-sky-600/30 bg-sky-600/10 text-sky-800 dark:text-sky-300',
  cleaning: 'border-amber-600/30 bg-amber-600/10 text-amber-800 dark:text-amber-300',
  dirty: 'border-orange-600/30 bg-orange-600/10 text-orange-800 dark:text-orange-300',
  out_of_order: 'border-destructive/30 bg-destructive/10 text-destructive',
}

/** The status in words and colour (never colour alone). */
export function StatusBadge({ status }: { status: HousekeepingStatus }) {
  return (
    <Badge variant="outline" className={TONES[status]}>
      {t(`hotel.status.${status}`)}
    </Badge>
  )
}
