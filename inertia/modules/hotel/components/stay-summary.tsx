import { Link } from '@adonisjs/inertia/react'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { Stay } from '@/modules/hotel/components/stay-types'

type Night = { night: string; rateCents: number; taxCents: number }

/** The stay at a glance beside the check-in form, with the room nights check-in will post. */
export function StaySummary({
  booking,
  nights,
  currency,
}: {
  booking: Stay
  nights: Night[]
  currency: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  const net = nights.reduce((sum, night) => sum + night.rateCents, 0)
  const tax = nights.reduce((sum, night) => sum + night.taxCents, 0)
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted-foreground">{t('hotel.stays.guest')}</dt>
        <dd>
          <Link
            route="hotel.guests.show"
            routeParams={{ id: booking.guest.id }}
            className="font-medium underline-offset-4 hover:underline"
          >
            {booking.guest.fullName}
          </Link>
        </dd>
        <dt className="text-muted-foreground">{t('hotel.stays.room_type')}</dt>
        <dd>{booking.roomType.name}</dd>
        <dt className="text-muted-foreground">{t('hotel.stays.dates')}</dt>
        <dd className="tabular-nums">
          {booking.checkIn} → {booking.checkOut} ·{' '}
          {t('hotel.stays.nights_count', { count: booking.nights })}
        </dd>
        <dt className="text-muted-foreground">{t('hotel.stays.party')}</dt>
        <dd>
          {t('hotel.stays.party_value', { adults: booking.adults, children: booking.children })}
        </dd>
      </dl>
      <div className="grid gap-1">
        <h3 className="font-medium">{t('hotel.stays.nights_to_post')}</h3>
        <ul className="grid gap-1">
          {nights.map((night) => (
            <li key={night.night} className="flex justify-between gap-4 tabular-nums">
              <span>{night.night}</span>
              <span>
                {money(night.rateCents)} + {money(night.taxCents)}
              </span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between gap-4 border-t pt-1 font-medium tabular-nums">
          <span>{t('hotel.folio.total')}</span>
          <span>{money(net + tax)}</span>
        </p>
      </div>
    </div>
  )
}
