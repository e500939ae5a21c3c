import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { EmptyList, ListPage } from '@/components/lists/list-page'
import { Badge } from '@/components/ui/badge'
import { InputError } from '@/components/ui/input-error'
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
import type { SharedProps } from '@/types'
import type { RoomTypeRow } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type IndexProps = { roomTypes: RoomTypeRow[]; currency: string; can: { create: boolean } }

export default function Index({ roomTypes, currency, can }: IndexProps) {
  const { errors } = usePage<SharedProps>().props
  return (
    <ListPage
      breadcrumbs={[{ title: t('hotel.room_types.title'), href: urlFor('hotel.room_types.index') }]}
      title={t('hotel.room_types.title')}
      description={t('hotel.room_types.description')}
      create={
        can.create
          ? { href: urlFor('hotel.room_types.create'), label: t('hotel.room_types.new') }
          : null
      }
      notice={
        <InputError
          message={errors.room_type}
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
        />
      }
    >
      {roomTypes.length === 0 ? (
        <EmptyList>{t('hotel.room_types.empty')}</EmptyList>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('hotel.room_types.code')}</TableHead>
                <TableHead>{t('hotel.room_types.name')}</TableHead>
                <TableHead className="text-right">{t('hotel.room_types.base_rate')}</TableHead>
                <TableHead className="hidden sm:table-cell">
                  {t('hotel.room_types.capacity')}
                </TableHead>
                <TableHead className="text-right">{t('hotel.room_types.rooms')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {roomTypes.map((type) => (
                <TableRow
                  key={type.id}
                  className={type.isActive ? undefined : 'text-muted-foreground'}
                >
                  <TableCell className="font-mono">{type.code}</TableCell>
                  <TableCell>
                    <Link
                      route="hotel.room_types.show"
                      routeParams={{ id: type.id }}
                      prefetch
                      className="font-medium hover:underline"
                    >
                      {type.name}
                    </Link>
                    {!type.isActive && (
                      <Badge variant="outline" className="ml-2">
                        {t('hotel.inactive')}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(type.baseRateCents, currency)}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {t('hotel.room_types.capacity_value', {
                      adults: type.maxAdults,
                      children: type.maxChildren,
                    })}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{type.roomsCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </ListPage>
  )
}
