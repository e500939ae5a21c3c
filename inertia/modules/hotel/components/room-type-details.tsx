import { Link } from '@adonisjs/inertia/react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RoomRow, RoomTypeRow } from '@/modules/hotel/types'

/** The room type's rate, capacity, beds, size and amenities. */
export function RoomTypeDetails({
  roomType,
  currency,
}: {
  roomType: RoomTypeRow
  currency: string
}) {
  const details: [string, string][] = [
    [t('hotel.room_types.base_rate'), formatMoney(roomType.baseRateCents, currency)],
    [
      t('hotel.room_types.capacity'),
      t('hotel.room_types.capacity_value', {
        adults: roomType.maxAdults,
        children: roomType.maxChildren,
      }),
    ],
    [t('hotel.room_types.beds'), roomType.beds || t('hotel.none')],
    [
      t('hotel.room_types.size_m2'),
      roomType.sizeM2
        ? t('hotel.room_types.size_value', { size: roomType.sizeM2 })
        : t('hotel.none'),
    ],
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('hotel.room_types.details')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {roomType.amenities.length > 0 && (
          <ul aria-label={t('hotel.room_types.amenities')} className="flex flex-wrap gap-1.5">
            {roomType.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge variant="secondary">{amenity}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

/** The rooms of the type with their housekeeping state; linked for those who may open a room. */
export function RoomTypeRooms({
  roomType,
  rooms,
  linkRooms,
}: {
  roomType: RoomTypeRow
  rooms: RoomRow[]
  linkRooms: boolean
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('hotel.room_types.rooms_count', { count: roomType.roomsCount })}</CardTitle>
      </CardHeader>
      <CardContent>
        {rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hotel.room_types.no_rooms')}</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
            {rooms.map((room) => (
              <li key={room.id} className="grid gap-1 rounded-md border p-2">
                {linkRooms ? (
                  <Link
                    route="hotel.rooms.show"
                    routeParams={{ id: room.id }}
                    className="font-medium hover:underline"
                  >
                    {room.number}
                  </Link>
                ) : (
                  <span className="font-medium">{room.number}</span>
                )}
                <StatusBadge status={room.housekeepingStatus} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
