import { X } from 'lucide-react'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Button } from '@/components/ui/button'
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
  const filtered = filters.floor !== null || filters.type !== null || Boolean(filters.status)
  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-3 md:grid-cols-[10rem_14rem_12rem_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="rooms-floor">{t('hotel.rooms.floor')}</Label>
        <NativeSelect
          id="rooms-floor"
          value={filters.floor ?? ''}
          onChange={(event) => onChange({ floor: event.target.value })}
        >
          <option value="">{t('hotel.rooms.all_floors')}</option>
          {floors.map((floor) => (
            <option key={floor} value={floor}>
              {t('hotel.rooms.floor_value', { floor })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="rooms-type">{t('hotel.rooms.room_type')}</Label>
        <NativeSelect
          id="rooms-type"
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">{t('hotel.rooms.all_types')}</option>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.code} · {type.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="rooms-status">{t('hotel.rooms.status')}</Label>
        <NativeSelect
          id="rooms-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('hotel.rooms.all_statuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`hotel.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden sm:invisible sm:inline-flex'}
        onClick={() => onChange({ floor: '', type: '', status: '' })}
      >
        <X aria-hidden="true" />
        {t('hotel.clear_filters')}
      </Button>
    </div>
  )
}
