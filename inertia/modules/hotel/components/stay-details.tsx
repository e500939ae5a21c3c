import { Link } from '@adonisjs/inertia/react'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { Stay } from '@/modules/hotel/components/stay-types'

/** Who, where and when: the booking's particulars as a definition list. */
export function StayDetails({ booking, currency }: { booking: Stay; currency: string }) {
  const party = t('hotel.stays.party_value', { adults: booking.adults, children: booking.children })
  const rows: [string, React.ReactNode][] = [
    [
      t('hotel.stays.guest'),
      <Link
        key="guest"
        route="hotel.guests.show"
        routeParams={{ id: booking.guest.id }}
        className="font-medium underline underline-offset-4"
      >
        {booking.guest.fullName}
      </Link>,
    ],
    [t('hotel.stays.room_type'), `${booking.roomType.name} (${booking.roomType.code})`],
    [t('hotel.stays.room'), booking.room ? booking.room.number : t('hotel.stays.room_unassigned')],
    [
      t('hotel.stays.dates'),
      <span key="dates">
        <span className="whitespace-nowrap">{booking.checkIn}</span> →{' '}
        <span className="whitespace-nowrap">{booking.checkOut}</span>
      </span>,
    ],
    [t('hotel.stays.nights'), String(booking.nights)],
    [t('hotel.stays.party'), party],
    [t('hotel.stays.rate'), formatMoney(booking.nightlyRateCents, currency)],
    [t('hotel.stays.total'), formatMoney(booking.totalCents, currency)],
    [t('hotel.stays.source'), t(`hotel.stays.sources.${booking.source}`)],
    [t('hotel.stays.special_requests'), booking.specialRequests || t('hotel.none')],
  ]
  if (booking.status === 'checked_in' || booking.status === 'checked_out')
    rows.push([t('hotel.stays.credit_limit'), formatMoney(booking.creditLimitCents, currency)])
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
