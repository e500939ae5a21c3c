import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FilterBar } from '@/components/lists/filter-bar'
import { ListPagination } from '@/components/lists/list-pagination'
import { ReservationsList } from '@/modules/restaurant/components/reservations-list'
import { ReservationDayView } from '@/modules/restaurant/components/reservation-day'
import { DayPicker, ReservationViews } from '@/modules/restaurant/components/reservation-toolbar'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type {
  ReservationDay,
  ReservationFilters,
  ReservationRow,
  ReservationStatus,
} from '@/modules/restaurant/types'

type IndexProps = {
  view: 'list' | 'day'
  reservations: Paginated<ReservationRow> | null
  day: ReservationDay | null
  filters: ReservationFilters
  today: string
  zone: string
  statuses: ReservationStatus[]
  can: { manage: boolean }
}

export default function Index({
  reservations,
  day,
  filters,
  today,
  zone,
  statuses,
  can,
}: IndexProps) {
  const { change } = useListQuery()
  return (
    <AppLayout
      breadcrumbs={[
        {
          title: t('restaurant.reservations.title'),
          href: urlFor('restaurant.reservations.index'),
        },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.reservations.title')}
          description={t('restaurant.reservations.description')}
        />
        <div className="flex flex-wrap items-center gap-2">
          <ReservationViews filters={filters} onChange={change} />
          {can.manage && (
            <Button asChild>
              <Link route="restaurant.reservations.create" prefetch>
                <Plus aria-hidden="true" />
                {t('restaurant.reservations.new')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {day ? (
        <>
          <DayPicker
            filters={filters}
            today={today}
            onChange={change}
            summary={t('restaurant.reservations.day_total', {
              count: day.reservations.length,
              covers: day.reservations.reduce((sum, reservation) => sum + reservation.partySize, 0),
            })}
          />
          <ReservationDayView day={day} zone={zone} />
        </>
      ) : (
        <>
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
            onChange={change}
            others={{ date: filters.dateGiven ? filters.date : '' }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="reservations-date">{t('restaurant.reservations.on_date')}</Label>
              <Input
                id="reservations-date"
                type="date"
                className="md:w-44"
                value={filters.dateGiven ? filters.date : ''}
                onChange={(event) => change({ date: event.target.value })}
              />
            </div>
          </FilterBar>
          <Card className="gap-0 overflow-hidden py-0">
            <ReservationsList reservations={reservations!.data} zone={zone} />
          </Card>
          <ListPagination meta={reservations!.metadata} />
        </>
      )}
    </AppLayout>
  )
}
