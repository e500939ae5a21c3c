import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EventFilterOptions as Options, EventFilters as Filters } from '@/modules/events/types'

/** One filter chosen from a list, or any. */
function FilterSelect({
  form,
  name,
  label,
  values,
}: {
  form: InertiaFormProps<Filters>
  name: keyof Filters
  label: string
  values: { value: string; label: string }[]
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <NativeSelect
        id={`filter-${name}`}
        value={form.data[name]}
        onChange={(event) => form.setData(name, event.target.value)}
      >
        <option value="">{t('events.filter.any')}</option>
        {values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Filters travel in the query string, so a filtered log is a link that can be shared. */
export function EventFilters({ filters, options }: { filters: Filters; options: Options }) {
  const form = useForm<Filters>(filters)
  return (
    <form
      aria-label={t('events.filters')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault()
        const query = Object.fromEntries(
          Object.entries(form.data).filter(([, value]) => value !== '')
        )
        form.transform(() => query)
        form.get(urlFor('events.index'), { preserveState: true, preserveScroll: true })
      }}
    >
      <FilterSelect
        form={form}
        name="area"
        label={t('events.filter.area')}
        values={options.areas}
      />
      <FilterSelect
        form={form}
        name="type"
        label={t('events.filter.type')}
        values={options.types}
      />
      <FilterSelect
        form={form}
        name="actor"
        label={t('events.filter.actor')}
        values={options.actors.map((actor) => ({ value: String(actor.id), label: actor.name }))}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="filter-subject_type">{t('events.filter.subject_type')}</Label>
        <Input
          id="filter-subject_type"
          value={form.data.subject_type}
          onChange={(event) => form.setData('subject_type', event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-from">{t('events.filter.from')}</Label>
        <Input
          id="filter-from"
          type="date"
          value={form.data.from}
          onChange={(event) => form.setData('from', event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-to">{t('events.filter.to')}</Label>
        <Input
          id="filter-to"
          type="date"
          value={form.data.to}
          onChange={(event) => form.setData('to', event.target.value)}
        />
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <Button type="submit" disabled={form.processing}>
          {t('events.filter.apply')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => form.get(urlFor('events.index'), { data: {} } as never)}
        >
          {t('events.filter.reset')}
        </Button>
      </div>
    </form>
  )
}
