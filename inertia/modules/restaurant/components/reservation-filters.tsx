import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type { ReservationFilters, ReservationStatus } from '@/modules/restaurant/types'

type ReservationFiltersBarProps = {
  filters: ReservationFilters
  statuses: ReservationStatus[]
  onChange: (changes: Record<string, string>) => void
}

/** Search by name or phone; status, period and one day; every change lands in the URL. */
export function ReservationFiltersBar({ filters, statuses, onChange }: ReservationFiltersBarProps) {
  return (
    <FilterBar
      id="reservations"
      search={{
        label: t('restaurant.reservations.search'),
        placeholder: t('restaurant.reservations.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'status',
          label: t('restaurant.reservations.status'),
          value: filters.status,
          anyLabel: t('restaurant.all'),
          options: statuses.map((status) => ({
            value: status,
            label: t(`restaurant.reservation_status.${status}`),
          })),
        },
        {
          name: 'when',
          label: t('restaurant.reservations.period'),
          value: filters.when === 'upcoming' ? '' : filters.when,
          anyLabel: t('restaurant.reservations.upcoming'),
          options: [
            { value: 'past', label: t('restaurant.reservations.past') },
            { value: 'all', label: t('restaurant.reservations.any_time') },
          ],
        },
      ]}
      onChange={onChange}
      others={{ date: filters.dateGiven ? filters.date : '' }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="reservations-date">{t('restaurant.reservations.on_date')}</Label>
        <Input
          id="reservations-date"
          type="date"
          className="md:w-44"
          value={filters.dateGiven ? filters.date : ''}
          onChange={(event) => onChange({ date: event.target.value })}
        />
      </div>
    </FilterBar>
  )
}
