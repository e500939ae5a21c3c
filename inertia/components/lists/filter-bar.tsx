import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { SearchField } from '@/components/search-field'
import { t } from '@/lib/i18n'

export type SelectFilter = {
  /** The query-string key, also the control's id suffix. */
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
  /** The first option, meaning "no filter"; a select without one starts at `initial`. */
  anyLabel?: string
  /** The value that means "not filtered" (empty unless the list has another default). */
  initial?: string
}

type FilterBarProps = {
  id: string
  /** Names the search landmark when a page has more than one. */
  label?: string
  /** Further filters of the list's own (a date, a range), placed before "Clear filters"… */
  children?: ReactNode
  /** …and their query-string values, which "Clear filters" empties too. */
  others?: Record<string, string>
  search?: { label: string; placeholder: string; value: string }
  selects: SelectFilter[]
  onChange: (changes: Record<string, string>) => void
}

/**
 * A list's filters: an optional search box and select filters, each change
 * reported as query-string changes; "Clear filters" empties them all.
 */
export function FilterBar({
  id,
  search,
  selects,
  onChange,
  children,
  label,
  others = {},
}: FilterBarProps) {
  const filtered =
    Boolean(search?.value) ||
    selects.some((select) => select.value !== (select.initial ?? '')) ||
    Object.values(others).some(Boolean)
  const clear = () =>
    onChange(
      Object.fromEntries([
        ...(search ? [['search', '']] : []),
        ...selects.map((select) => [select.name, '']),
        ...Object.keys(others).map((name) => [name, '']),
      ])
    )
  return (
    <div
      role="search"
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2 md:flex md:flex-wrap md:items-end [&>*]:md:min-w-40"
    >
      {search && (
        <div className="sm:col-span-2 md:min-w-64 md:flex-1">
          <SearchField
            id={`${id}-search`}
            label={search.label}
            placeholder={search.placeholder}
            value={search.value}
            onSearch={(value) => onChange({ search: value })}
          />
        </div>
      )}
      {selects.map((select) => (
        <div key={select.name} className="grid gap-1.5">
          <Label htmlFor={`${id}-${select.name}`}>{select.label}</Label>
          <NativeSelect
            id={`${id}-${select.name}`}
            value={select.value}
            onChange={(event) => onChange({ [select.name]: event.target.value })}
          >
            {select.anyLabel !== undefined && <option value="">{select.anyLabel}</option>}
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {children}
      <Button variant="ghost" className={filtered ? '' : 'hidden'} onClick={clear}>
        <X aria-hidden="true" />
        {t('list.clear_filters')}
      </Button>
    </div>
  )
}
