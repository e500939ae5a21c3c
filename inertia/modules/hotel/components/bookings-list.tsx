import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { SortableHead } from '@/components/lists/sortable-head'
import { BookingStatusBadge } from '@/modules/hotel/components/booking-status-badge'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { BookingFilters, BookingListRow } from '@/modules/hotel/lib/booking'

type BookingsListProps = {
  bookings: BookingListRow[]
  filters: BookingFilters
  currency: string
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

const nights = (count: number) => t('hotel.bookings.nights_count', { count })
const room = (booking: BookingListRow) =>
  booking.roomNumber ?? (
    <span className="text-muted-foreground italic">{t('hotel.bookings.unassigned')}</span>
  )

const code = (booking: BookingListRow) => (
  <Link
    route="hotel.bookings.show"
    routeParams={{ id: booking.id }}
    prefetch
    className="font-medium tabular-nums hover:underline"
  >
    {booking.code}
  </Link>
)

/** On a phone: one card per booking. */
function BookingCards({ bookings, currency }: { bookings: BookingListRow[]; currency: string }) {
  return (
    <ul className="divide-y md:hidden">
      {bookings.map((booking) => (
        <li key={booking.id} className="grid gap-1 p-4">
          <div className="flex items-start justify-between gap-2">
            {code(booking)}
            <BookingStatusBadge status={booking.status} />
          </div>
          <span className="truncate">{booking.guestName}</span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {booking.checkIn} → {booking.checkOut} · {nights(booking.nights)}
          </span>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {booking.roomTypeCode} · {room(booking)}
            </span>
            <span className="font-medium tabular-nums">
              {formatMoney(booking.totalCents, currency)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A table from tablet width up; a stack of cards on a phone. Every row opens its booking. */
export function BookingsList({ bookings, filters, currency, onSort }: BookingsListProps) {
  const sortable = { sort: filters.sort, direction: filters.direction, onSort }
  if (bookings.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t(filters.scope === 'all' ? 'hotel.bookings.empty' : 'hotel.bookings.empty_scope')}
      </p>
    )
  return (
    <>
      <BookingCards bookings={bookings} currency={currency} />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <SortableHead column="code" label={t('hotel.bookings.code')} {...sortable} />
            <SortableHead column="guest" label={t('hotel.bookings.guest')} {...sortable} />
            <TableHead>{t('hotel.bookings.room_type')}</TableHead>
            <TableHead>{t('hotel.bookings.room')}</TableHead>
            <SortableHead column="arrival" label={t('hotel.bookings.arrival')} {...sortable} />
            <SortableHead column="departure" label={t('hotel.bookings.departure')} {...sortable} />
            <TableHead className="text-right">{t('hotel.bookings.nights')}</TableHead>
            <TableHead>{t('hotel.bookings.status_label')}</TableHead>
            <TableHead className="text-right">{t('hotel.bookings.total')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow key={booking.id}>
              <TableCell>{code(booking)}</TableCell>
              <TableCell>{booking.guestName}</TableCell>
              <TableCell>
                <abbr title={booking.roomTypeName} className="no-underline">
                  {booking.roomTypeCode}
                </abbr>
              </TableCell>
              <TableCell>{room(booking)}</TableCell>
              <TableCell className="tabular-nums">{booking.checkIn}</TableCell>
              <TableCell className="tabular-nums">{booking.checkOut}</TableCell>
              <TableCell className="text-right tabular-nums">{booking.nights}</TableCell>
              <TableCell>
                <BookingStatusBadge status={booking.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatMoney(booking.totalCents, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
