import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'

/** VIP and blocked in words and colour (never colour alone). */
export function GuestBadges({ guest }: { guest: { isVip: boolean; isBlocked: boolean } }) {
  if (!guest.isVip && !guest.isBlocked) return null
  return (
    <span className="inline-flex flex-wrap gap-1">
      {guest.isVip && (
        <Badge
          variant="outline"
          className="border-amber-600/30 bg-amber-600/10 text-amber-800 dark:text-amber-300"
        >
          {t('hotel.guests.vip')}
        </Badge>
      )}
      {guest.isBlocked && (
        <Badge
          variant="outline"
          className="border-destructive/30 bg-destructive/10 text-destructive"
        >
          {t('hotel.guests.blocked')}
        </Badge>
      )}
    </span>
  )
}
