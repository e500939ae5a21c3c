import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { GuestStay } from '@/modules/hotel/types'

/** The guest's bookings, newest first, with what their checked-out stays came to and what they still owe. */
export function GuestStays({
  stays,
  spendCents,
  openBalanceCents,
}: {
  stays: GuestStay[]
  spendCents: number
  openBalanceCents: number
}) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <p>
          <span className="text-muted-foreground">{t('hotel.guests.spend')}: </span>
          <span className="font-medium tabular-nums">{formatMoney(spendCents)}</span>
        </p>
        <p>
          <span className="text-muted-foreground">{t('hotel.folio.open_balance')}: </span>
          <span
            className={`font-medium tabular-nums ${openBalanceCents > 0 ? 'text-destructive' : ''}`}
            data-testid="open-balance"
          >
            {formatMoney(openBalanceCents)}
          </span>
        </p>
      </div>
      {stays.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{t('hotel.guests.no_stays')}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('hotel.guests.stay_code')}</TableHead>
              <TableHead>{t('hotel.guests.stay_dates')}</TableHead>
              <TableHead>{t('hotel.guests.stay_status')}</TableHead>
              <TableHead className="text-right">{t('hotel.guests.stay_total')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stays.map((stay) => (
              <TableRow key={stay.id}>
                <TableCell className="font-medium">
                  <Link
                    route="hotel.bookings.show"
                    routeParams={{ id: stay.id }}
                    className="underline-offset-4 hover:underline"
                  >
                    {stay.code}
                  </Link>
                </TableCell>
                <TableCell className="tabular-nums">
                  {stay.checkIn} → {stay.checkOut}
                </TableCell>
                <TableCell>{t(`hotel.guests.booking_status.${stay.status}`)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(stay.totalCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
