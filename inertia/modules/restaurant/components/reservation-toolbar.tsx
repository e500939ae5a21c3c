import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { longDate } from '@/modules/restaurant/lib/time'
import { t } from '@/lib/i18n'
import type { ReservationFilters } from '@/modules/restaurant/types'

type Change = (changes: Record<string, string | undefined>) => void

const shift = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/** List or day view, as links in the URL. */
export function ReservationViews({
  filters,
  onChange,
}: {
  filters: ReservationFilters
  onChange: Change
}) {
  return (
    <div
      role="group"
      aria-label={t('restaurant.reservations.views')}
      className="inline-flex rounded-md border p-0.5"
    >
      {(['list', 'day'] as const).map((view) => (
        <Button
          key={view}
          size="sm"
          variant={filters.view === view ? 'default' : 'ghost'}
          aria-pressed={filters.view === view}
          onClick={() => onChange({ view: view === 'list' ? undefined : view, page: undefined })}
        >
          {t(`restaurant.reservations.${view}_view`)}
        </Button>
      ))}
    </div>
  )
}

/** The day view's day: previous, today, next, or any date. */
export function DayPicker({
  filters,
  today,
  summary,
  onChange,
}: {
  filters: ReservationFilters
  today: string
  summary: string
  onChange: Change
}) {
  const go = (date: string) => onChange({ date: date === today ? undefined : date })
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex items-end gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('restaurant.reservations.previous_day')}
          onClick={() => go(shift(filters.date, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => go(today)} disabled={filters.date === today}>
          {t('restaurant.reservations.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('restaurant.reservations.next_day')}
          onClick={() => go(shift(filters.date, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="day-date">{t('restaurant.reservations.on_date')}</Label>
        <Input
          id="day-date"
          type="date"
          className="w-44"
          value={filters.date}
          onChange={(event) => event.target.value && go(event.target.value)}
        />
      </div>
      <p className="text-sm">
        <span className="font-medium">{longDate(filters.date)}</span>
        <span className="text-muted-foreground"> · {summary}</span>
      </p>
    </div>
  )
}
