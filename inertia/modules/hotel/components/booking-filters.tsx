import { Label } from '@/components/ui/label'
import { Input } from '@/components/ui/input'
import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type { BookingStatus } from '@/modules/hotel/types'
import type { BookingFilters as Filters, BookingRoomTypeOption } from '@/modules/hotel/lib/booking'

type BookingFiltersProps = {
  filters: Filters
  roomTypes: BookingRoomTypeOption[]
  statuses: BookingStatus[]
  onChange: (changes: Record<string, string | number | null>) => void
}

/** Search by code or guest; status, room type and an arrival date range; every change lands in the URL. */
export function BookingFilters({ filters, roomTypes, statuses, onChange }: BookingFiltersProps) {
  return (
    <FilterBar
      id="bookings"
      search={{
        label: t('hotel.bookings.search'),
        placeholder: t('hotel.bookings.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'status',
          label: t('hotel.bookings.status_filter'),
          value: filters.status,
          anyLabel: t('hotel.bookings.all'),
          options: statuses.map((status) => ({
            value: status,
            label: t(`hotel.bookings.status.${status}`),
          })),
        },
        {
          name: 'type',
          label: t('hotel.bookings.type_filter'),
          value: filters.type === null ? '' : String(filters.type),
          anyLabel: t('hotel.bookings.all'),
          options: roomTypes.map((type) => ({
            value: String(type.id),
            label: `${type.code} · ${type.name}`,
          })),
        },
      ]}
      others={{ from: filters.from, to: filters.to }}
      onChange={onChange}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="bookings-from">{t('hotel.bookings.arrival_from')}</Label>
        <Input
          id="bookings-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="bookings-to">{t('hotel.bookings.arrival_to')}</Label>
        <Input
          id="bookings-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </FilterBar>
  )
}
