import { Link } from '@adonisjs/inertia/react'
import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { DashboardBooking } from '@/modules/hotel/components/report-types'

type DashboardBookingListProps = {
  bookings: DashboardBooking[]
  empty: string
  doneStatus: 'checked_in' | 'checked_out'
  linkToBookings: boolean
  limit: number
}

/** Today's arrivals or departures: still to come first, then those done (greyed, with their status). */
export function DashboardBookingList({
  bookings,
  empty,
  doneStatus,
  linkToBookings,
  limit,
}: DashboardBookingListProps) {
  if (!bookings.length) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <div className="grid gap-2">
      <ul className="divide-y">
        {bookings.map((booking) => {
          const done = booking.status === doneStatus
          return (
            <li
              key={booking.id}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm',
                done && 'text-muted-foreground'
              )}
            >
              <span className="w-14 shrink-0 font-medium tabular-nums">
                {booking.roomNumber ?? '—'}
              </span>
              <span className="min-w-0 flex-1">
                {linkToBookings ? (
                  <Link
                    route="hotel.bookings.show"
                    routeParams={{ id: booking.id }}
                    prefetch
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {booking.guestName}
                  </Link>
                ) : (
                  <span className="font-medium">{booking.guestName}</span>
                )}
                <span className="block text-xs text-muted-foreground">
                  {booking.code} · {booking.roomTypeName} ·{' '}
                  {t('hotel.dashboard.people', { count: booking.people })}
                  {!booking.roomNumber && ` · ${t('hotel.dashboard.unassigned')}`}
                </span>
              </span>
              <Badge variant={done ? 'secondary' : 'outline'}>
                {t(`hotel.dashboard.status.${booking.status}`)}
              </Badge>
            </li>
          )
        })}
      </ul>
      {bookings.length >= limit && (
        <p className="text-xs text-muted-foreground">
          {t('hotel.dashboard.list_limited', { count: limit })}
        </p>
      )}
    </div>
  )
}
