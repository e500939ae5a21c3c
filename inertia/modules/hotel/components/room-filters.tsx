import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type {
  HousekeepingStatus,
  RoomFilters as Filters,
  RoomTypeOption,
} from '@/modules/hotel/types'

type RoomFiltersProps = {
  filters: Filters
  floors: number[]
  roomTypes: RoomTypeOption[]
  statuses: HousekeepingStatus[]
  onChange: (changes: Record<string, string>) => void
}

/** Floor, type and status; every change lands in the URL. */
export function RoomFilters({ filters, floors, roomTypes, statuses, onChange }: RoomFiltersProps) {
  return (
    <FilterBar
      id="rooms"
      selects={[
        {
          name: 'floor',
          label: t('hotel.rooms.floor'),
          value: filters.floor === null ? '' : String(filters.floor),
          anyLabel: t('hotel.rooms.all_floors'),
          options: floors.map((floor) => ({
            value: String(floor),
            label: t('hotel.rooms.floor_value', { floor }),
          })),
        },
        {
          name: 'type',
          label: t('hotel.rooms.room_type'),
          value: filters.type === null ? '' : String(filters.type),
          anyLabel: t('hotel.rooms.all_types'),
          options: roomTypes.map((type) => ({
            value: String(type.id),
            label: `${type.code} · ${type.name}`,
          })),
        },
        {
          name: 'status',
          label: t('hotel.rooms.status'),
          value: filters.status,
          anyLabel: t('hotel.rooms.all_statuses'),
          options: statuses.map((status) => ({
            value: status,
            label: t(`hotel.status.${status}`),
          })),
        },
      ]}
      onChange={onChange}
    />
  )
}
