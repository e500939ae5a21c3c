import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type { GuestFilters as Filters } from '@/modules/hotel/types'

type GuestFiltersProps = { filters: Filters; onChange: (changes: Record<string, string>) => void }

/** Search by name, e-mail, phone or document; VIP and blocked filters; every change lands in the URL. */
export function GuestFilters({ filters, onChange }: GuestFiltersProps) {
  return (
    <FilterBar
      id="guests"
      search={{
        label: t('hotel.guests.search'),
        placeholder: t('hotel.guests.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'vip',
          label: t('hotel.guests.vip_filter'),
          value: filters.vip,
          anyLabel: t('hotel.guests.all'),
          options: [
            { value: 'yes', label: t('hotel.guests.only_vip') },
            { value: 'no', label: t('hotel.guests.not_vip') },
          ],
        },
        {
          name: 'blocked',
          label: t('hotel.guests.blocked_filter'),
          value: filters.blocked,
          anyLabel: t('hotel.guests.all'),
          options: [
            { value: 'yes', label: t('hotel.guests.only_blocked') },
            { value: 'no', label: t('hotel.guests.not_blocked') },
          ],
        },
      ]}
      onChange={onChange}
    />
  )
}
