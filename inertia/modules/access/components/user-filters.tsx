import { X } from 'lucide-react'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/search-field'
import { t } from '@/lib/i18n'
import type { UserFilters as Filters } from '@/modules/access/types'

const SORTS = ['name:asc', 'name:desc', 'email:asc', 'last_login:desc', 'created:desc']

type UserFiltersProps = {
  filters: Filters
  roles: string[]
  onChange: (changes: Record<string, string>) => void
}

/** Search by name or e-mail, filter by role and status; every change lands in the URL. */
export function UserFilters({ filters, roles, onChange }: UserFiltersProps) {
  const filtered = Boolean(filters.search || filters.role || filters.status)

  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] md:items-end"
    >
      <SearchField
        id="users-search"
        label={t('access.users.search')}
        placeholder={t('access.users.search_placeholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="users-role">{t('access.users.role_filter')}</Label>
        <NativeSelect
          id="users-role"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value })}
        >
          <option value="">{t('access.users.all_roles')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="users-status">{t('access.users.status_filter')}</Label>
        <NativeSelect
          id="users-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('access.users.all_statuses')}</option>
          <option value="active">{t('access.users.active')}</option>
          <option value="inactive">{t('access.users.inactive')}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 md:hidden">
        <Label htmlFor="users-sort">{t('access.users.sort')}</Label>
        <NativeSelect
          id="users-sort"
          value={`${filters.sort}:${filters.direction}`}
          onChange={(event) => {
            const [sort, direction] = event.target.value.split(':')
            onChange({ sort, direction })
          }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`access.users.sort_${sort.replace(':', '_')}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden sm:invisible sm:inline-flex'}
        onClick={() => {
          onChange({ search: '', role: '', status: '' })
        }}
      >
        <X aria-hidden="true" />
        {t('access.clear_filters')}
      </Button>
    </div>
  )
}
