import { X } from 'lucide-react'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/search-field'
import { t } from '@/lib/i18n'
import type { GuestFilters as Filters } from '@/modules/hotel/types'

type GuestFiltersProps = { filters: Filters; onChange: (changes: Record<string, string>) => void }

/** Search by name, e-mail, phone or document; VIP and blocked filters; every change lands in the URL. */
export function GuestFilters({ filters, onChange }: GuestFiltersProps) {
  const filtered = Boolean(filters.search || filters.vip || filters.blocked)

  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] md:items-end"
    >
      <SearchField
        id="guests-search"
        label={t('hotel.guests.search')}
        placeholder={t('hotel.guests.search_placeholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="guests-vip">{t('hotel.guests.vip_filter')}</Label>
        <NativeSelect
          id="guests-vip"
          value={filters.vip}
          onChange={(event) => onChange({ vip: event.target.value })}
        >
          <option value="">{t('hotel.guests.all')}</option>
          <option value="yes">{t('hotel.guests.only_vip')}</option>
          <option value="no">{t('hotel.guests.not_vip')}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="guests-blocked">{t('hotel.guests.blocked_filter')}</Label>
        <NativeSelect
          id="guests-blocked"
          value={filters.blocked}
          onChange={(event) => onChange({ blocked: event.target.value })}
        >
          <option value="">{t('hotel.guests.all')}</option>
          <option value="yes">{t('hotel.guests.only_blocked')}</option>
          <option value="no">{t('hotel.guests.not_blocked')}</option>
        </NativeSelect>
      </div>
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden sm:invisible sm:inline-flex'}
        onClick={() => {
          onChange({ search: '', vip: '', blocked: '' })
        }}
      >
        <X aria-hidden="true" />
        {t('hotel.clear_filters')}
      </Button>
    </div>
  )
}
