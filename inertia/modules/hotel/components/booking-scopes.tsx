import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import type { BookingScope } from '@/modules/hotel/lib/booking'

const SCOPES: BookingScope[] = ['today', 'current', 'all']

/**
 * Which stays the list covers: the desk opens on the current ones (in the
 * house and arriving from today on); today's movements and the whole history
 * are one click away, and the choice is in the URL like every filter.
 */
export function BookingScopes({
  scope,
  onChange,
}: {
  scope: BookingScope
  onChange: (scope: BookingScope) => void
}) {
  return (
    <div
      role="group"
      aria-label={t('hotel.bookings.scope.label')}
      className="inline-flex w-fit flex-wrap rounded-md bg-muted p-1"
    >
      {SCOPES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={scope === option}
          title={t(`hotel.bookings.scope.${option}_hint`)}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-sm px-3 py-1 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
            scope === option
              ? 'bg-background text-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground'
          )}
        >
          {t(`hotel.bookings.scope.${option}`)}
        </button>
      ))}
    </div>
  )
}
