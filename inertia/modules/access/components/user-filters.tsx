import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { FilterBar } from '@/components/lists/filter-bar'
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
  return (
    <FilterBar
      id="users"
      search={{
        label: t('access.users.search'),
        placeholder: t('access.users.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'role',
          label: t('access.users.role_filter'),
          value: filters.role,
          anyLabel: t('access.users.all_roles'),
          options: roles.map((role) => ({ value: role, label: role })),
        },
        {
          name: 'status',
          label: t('access.users.status_filter'),
          value: filters.status,
          anyLabel: t('access.users.all_statuses'),
          options: [
            { value: 'active', label: t('access.users.active') },
            { value: 'inactive', label: t('access.users.inactive') },
          ],
        },
      ]}
      onChange={onChange}
    >
      {/* On a phone the table's headers are gone, so the order is a select. */}
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
    </FilterBar>
  )
}
