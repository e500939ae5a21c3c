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
import { GuestBadges } from '@/modules/hotel/components/guest-badges'
import { countryName } from '@/modules/hotel/lib/countries'
import { t } from '@/lib/i18n'
import type { GuestFilters, GuestRow } from '@/modules/hotel/types'

type GuestsListProps = {
  guests: GuestRow[]
  filters: GuestFilters
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

const none = t('hotel.none')

/** A table from tablet width up; a stack of cards on a phone. */
export function GuestsList({ guests, filters, onSort }: GuestsListProps) {
  const sortable = { sort: filters.sort, direction: filters.direction, onSort }
  if (guests.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t('hotel.guests.empty')}
      </p>
    )
  const name = (guest: GuestRow) => (
    <Link
      route="hotel.guests.show"
      routeParams={{ id: guest.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {guest.lastName}, {guest.firstName}
    </Link>
  )
  return (
    <>
      <ul className="divide-y md:hidden">
        {guests.map((guest) => (
          <li key={guest.id} className="grid gap-1 p-4">
            <div className="flex items-start justify-between gap-2">
              {name(guest)}
              <GuestBadges guest={guest} />
            </div>
            <span className="truncate text-sm text-muted-foreground">
              {[guest.email, guest.phone].filter(Boolean).join(' · ') || none}
            </span>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <SortableHead column="name" label={t('hotel.guests.name')} {...sortable} />
            <SortableHead column="email" label={t('hotel.guests.email')} {...sortable} />
            <TableHead>{t('hotel.guests.phone')}</TableHead>
            <TableHead>{t('hotel.guests.document')}</TableHead>
            <SortableHead
              column="nationality"
              label={t('hotel.guests.nationality')}
              {...sortable}
            />
            <TableHead>
              <span className="sr-only">{t('hotel.rooms.status')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {guests.map((guest) => (
            <TableRow key={guest.id}>
              <TableCell>{name(guest)}</TableCell>
              <TableCell className="text-muted-foreground">{guest.email ?? none}</TableCell>
              <TableCell className="text-muted-foreground">{guest.phone || none}</TableCell>
              <TableCell className="text-muted-foreground">
                {[guest.documentType, guest.documentNumber].filter(Boolean).join(' ') || none}
              </TableCell>
              <TableCell className="text-muted-foreground">
                {countryName(guest.nationality) ?? none}
              </TableCell>
              <TableCell>
                <GuestBadges guest={guest} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
