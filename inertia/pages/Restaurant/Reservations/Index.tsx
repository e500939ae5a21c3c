import { ListPage } from '@/components/lists/list-page'
import { ReservationFiltersBar } from '@/modules/restaurant/components/reservation-filters'
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
    <ListPage
      breadcrumbs={[
        {
          title: t('restaurant.reservations.title'),
          href: urlFor('restaurant.reservations.index'),
        },
      ]}
      title={t('restaurant.reservations.title')}
      description={t('restaurant.reservations.description')}
      create={
        can.manage
          ? {
              href: urlFor('restaurant.reservations.create'),
              label: t('restaurant.reservations.new'),
            }
          : null
      }
      actions={<ReservationViews filters={filters} onChange={change} />}
      filters={
        day ? (
          <DayPicker
            filters={filters}
            today={today}
            onChange={change}
            summary={t('restaurant.reservations.day_total', {
              count: day.reservations.length,
              covers: day.reservations.reduce((sum, reservation) => sum + reservation.partySize, 0),
            })}
          />
        ) : (
          <ReservationFiltersBar filters={filters} statuses={statuses} onChange={change} />
        )
      }
      meta={reservations?.metadata}
      framed={!day}
    >
      {day ? (
        <ReservationDayView day={day} zone={zone} />
      ) : (
        <ReservationsList reservations={reservations!.data} zone={zone} />
      )}
    </ListPage>
  )
}
