import { Link } from '@adonisjs/inertia/react'
import { ListPage } from '@/components/lists/list-page'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { RoomFilters } from '@/modules/hotel/components/room-filters'
import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import type {
  HousekeepingStatus,
  RoomFilters as Filters,
  RoomRow,
  RoomTypeOption,
} from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type IndexProps = {
  rooms: RoomRow[]
  filters: Filters
  floors: number[]
  roomTypes: RoomTypeOption[]
  statuses: HousekeepingStatus[]
  can: { manage: boolean }
}

/* The rooms arrive sorted by floor, so grouping keeps their order. */
function byFloor(rooms: RoomRow[]) {
  const floors = new Map<number, RoomRow[]>()
  for (const room of rooms) floors.set(room.floor, [...(floors.get(room.floor) ?? []), room])
  return [...floors.entries()]
}

export default function Index({ rooms, filters, floors, roomTypes, statuses, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[{ title: t('hotel.rooms.title'), href: urlFor('hotel.rooms.index') }]}
      title={t('hotel.rooms.title')}
      description={t('hotel.rooms.description')}
      create={
        can.manage ? { href: urlFor('hotel.rooms.create'), label: t('hotel.rooms.new') } : null
      }
      filters={
        <RoomFilters
          filters={filters}
          floors={floors}
          roomTypes={roomTypes}
          statuses={statuses}
          onChange={change}
        />
      }
      framed={false}
    >
      {rooms.length === 0 && (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('hotel.rooms.empty')}</p>
      )}
      {byFloor(rooms).map(([floor, floorRooms]) => (
        <Card key={floor} className="gap-3">
          <CardHeader>
            <CardTitle>
              <h2>
                {t('hotel.rooms.floor_value', { floor })}{' '}
                <span className="font-normal text-muted-foreground">
                  · {t('hotel.rooms.count', { count: floorRooms.length })}
                </span>
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
              {floorRooms.map((room) => (
                <li
                  key={room.id}
                  className={`grid gap-1 rounded-md border p-3 ${room.isActive ? '' : 'opacity-60'}`}
                >
                  <Link
                    route="hotel.rooms.show"
                    routeParams={{ id: room.id }}
                    prefetch
                    className="text-lg font-semibold hover:underline"
                  >
                    {room.number}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {room.roomType.code} · {room.roomType.name}
                  </span>
                  <StatusBadge status={room.housekeepingStatus} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </ListPage>
  )
}
