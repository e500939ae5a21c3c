import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { ReservationStatusBadge } from '@/modules/restaurant/components/reservation-status-badge'
import { clockTime, dayAndTime } from '@/modules/restaurant/lib/time'
import { t } from '@/lib/i18n'
import type { ReservationRow } from '@/modules/restaurant/types'

function tableText(reservation: ReservationRow) {
  return reservation.table
    ? `${reservation.table.name} · ${reservation.table.area}`
    : t('restaurant.reservations.no_table')
}

const whenOf = (reservation: ReservationRow, zone: string) =>
  `${dayAndTime(reservation.startsAt, zone)}–${clockTime(reservation.endsAt, zone)}`

/** The reservation's page, named by its customer (or by its time on a customer's own page). */
function ReservationLink({
  reservation,
  zone,
  showCustomer,
}: {
  reservation: ReservationRow
  zone: string
  showCustomer: boolean
}) {
  return (
    <Link
      route="restaurant.reservations.show"
      routeParams={{ id: reservation.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {showCustomer ? reservation.customer.name : whenOf(reservation, zone)}
    </Link>
  )
}

/** On a phone: one card per reservation. */
function ReservationCards({
  reservations,
  zone,
  showCustomer,
}: {
  reservations: ReservationRow[]
  zone: string
  showCustomer: boolean
}) {
  return (
    <ul className="divide-y md:hidden">
      {reservations.map((reservation) => (
        <li key={reservation.id} className="grid gap-1 p-4">
          <div className="flex items-start justify-between gap-2">
            <ReservationLink reservation={reservation} zone={zone} showCustomer={showCustomer} />
            <ReservationStatusBadge status={reservation.status} />
          </div>
          <span className="text-sm">{whenOf(reservation, zone)}</span>
          <span className="text-sm text-muted-foreground">
            {t('restaurant.reservations.party', { count: reservation.partySize })} ·{' '}
            {tableText(reservation)} · {reservation.code}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Reservations in time order: a table from tablet width up, cards on a phone. */
export function ReservationsList({
  reservations,
  zone,
  showCustomer = true,
}: {
  reservations: ReservationRow[]
  zone: string
  /** Off on a customer's own page. */
  showCustomer?: boolean
}) {
  if (reservations.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t('restaurant.reservations.empty')}
      </p>
    )
  const when = (reservation: ReservationRow) => whenOf(reservation, zone)
  const link = (reservation: ReservationRow) => (
    <ReservationLink reservation={reservation} zone={zone} showCustomer={showCustomer} />
  )
  return (
    <>
      <ReservationCards reservations={reservations} zone={zone} showCustomer={showCustomer} />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('restaurant.reservations.when')}</TableHead>
            {showCustomer && <TableHead>{t('restaurant.reservations.customer')}</TableHead>}
            <TableHead className="text-right">{t('restaurant.reservations.party_size')}</TableHead>
            <TableHead>{t('restaurant.reservations.table')}</TableHead>
            <TableHead>{t('restaurant.reservations.status')}</TableHead>
            <TableHead>{t('restaurant.reservations.code')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {reservations.map((reservation) => (
            <TableRow key={reservation.id}>
              <TableCell className="tabular-nums">
                {showCustomer ? when(reservation) : link(reservation)}
              </TableCell>
              {showCustomer && (
                <TableCell>
                  <div className="grid">
                    {link(reservation)}
                    <span className="text-xs text-muted-foreground">
                      {reservation.customer.phone}
                    </span>
                  </div>
                </TableCell>
              )}
              <TableCell className="text-right tabular-nums">{reservation.partySize}</TableCell>
              <TableCell>{tableText(reservation)}</TableCell>
              <TableCell>
                <ReservationStatusBadge status={reservation.status} />
              </TableCell>
              <TableCell className="text-muted-foreground tabular-nums">
                {reservation.code}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
