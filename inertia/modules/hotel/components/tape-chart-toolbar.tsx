import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/select-native'
import { Label } from '@/components/ui/label'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { addDays, formatDate } from '@/modules/hotel/components/tape-chart-dates'
import type { TapeChartData } from '@/modules/hotel/components/tape-chart'

export type GroupBy = 'floor' | 'type'

const chartHref = (from: string) =>
  urlFor('hotel.bookings.index', {}, { qs: { view: 'chart', from } })

/** The window's navigation (two weeks back, today, two weeks on), its dates and the rows' grouping. */
export function TapeChartToolbar({
  chart,
  groupBy,
  onGroupBy,
}: {
  chart: TapeChartData
  groupBy: GroupBy
  onGroupBy: (groupBy: GroupBy) => void
}) {
  const last = addDays(chart.from, chart.days - 1)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline" size="icon">
        <Link
          href={chartHref(addDays(chart.from, -14))}
          preserveScroll
          aria-label={t('hotel.tape.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href={chartHref(addDays(chart.today, -3))} preserveScroll>
          {t('hotel.tape.today')}
        </Link>
      </Button>
      <Button asChild variant="outline" size="icon">
        <Link
          href={chartHref(addDays(chart.from, 14))}
          preserveScroll
          aria-label={t('hotel.tape.next')}
        >
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
      <h2 id="tape-chart-title" className="text-sm font-medium">
        <span className="sr-only">{t('hotel.tape.title')}: </span>
        {t('hotel.tape.range', {
          from: formatDate(chart.from, { day: 'numeric', month: 'short', year: 'numeric' }),
          to: formatDate(last, { day: 'numeric', month: 'short', year: 'numeric' }),
        })}
      </h2>
      <div className="ml-auto flex items-center gap-2">
        <Label htmlFor="tape-group-by" className="text-sm whitespace-nowrap">
          {t('hotel.tape.group_by')}
        </Label>
        <NativeSelect
          id="tape-group-by"
          value={groupBy}
          onChange={(event) => onGroupBy(event.target.value as GroupBy)}
          className="h-8 w-36"
        >
          <option value="floor">{t('hotel.tape.group_floor')}</option>
          <option value="type">{t('hotel.tape.group_type')}</option>
        </NativeSelect>
      </div>
    </div>
  )
}
