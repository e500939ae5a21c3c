import { X } from 'lucide-react'
import { Label } from '@/components/ui/label'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select-native'
import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/search-field'
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
  const filtered = Boolean(
    filters.search || filters.status || filters.type || filters.from || filters.to
  )
  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_9rem_9rem_9.5rem_9.5rem_auto] lg:items-end"
    >
      <SearchField
        id="bookings-search"
        label={t('hotel.bookings.search')}
        placeholder={t('hotel.bookings.search_placeholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="bookings-status">{t('hotel.bookings.status_filter')}</Label>
        <NativeSelect
          id="bookings-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('hotel.bookings.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`hotel.bookings.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="bookings-type">{t('hotel.bookings.type_filter')}</Label>
        <NativeSelect
          id="bookings-type"
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">{t('hotel.bookings.all')}</option>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.code} · {type.name}
            </option>
          ))}
        </NativeSelect>
      </div>
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
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden lg:invisible lg:inline-flex'}
        onClick={() => onChange({ search: '', status: '', type: '', from: '', to: '' })}
      >
        <X aria-hidden="true" />
        {t('hotel.clear_filters')}
      </Button>
    </div>
  )
}
