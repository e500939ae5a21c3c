import { Link } from '@adonisjs/inertia/react'
import { CalendarRange, List } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { BookingFilters } from '@/modules/hotel/components/booking-filters'
import { BookingScopes } from '@/modules/hotel/components/booking-scopes'
import { BookingsList } from '@/modules/hotel/components/bookings-list'
import { TapeChart, type TapeChartData } from '@/modules/hotel/components/tape-chart'
import { useListQuery } from '@/hooks/use-list-query'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import type { Paginated } from '@/lib/pagination'
import type { BookingStatus } from '@/modules/hotel/types'
import type {
  BookingFilters as Filters,
  BookingListRow,
  BookingRoomTypeOption,
} from '@/modules/hotel/lib/booking'
import { urlFor } from '@/lib/routes'

type IndexProps = {
  view: 'list' | 'chart'
  bookings: Paginated<BookingListRow> | null
  chart: TapeChartData | null
  filters: Filters
  roomTypes: BookingRoomTypeOption[]
  statuses: BookingStatus[]
  currency: string
  can: { create: boolean; move: boolean }
}

function ViewToggle({ view }: { view: IndexProps['view'] }) {
  const option = (value: IndexProps['view'], href: string, Icon: typeof List, label: string) => (
    <Link
      href={href}
      aria-current={view === value ? 'page' : undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-sm px-3 py-1 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        view === value
          ? 'bg-background text-foreground shadow-xs'
          : 'text-muted-foreground hover:text-foreground'
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
  return (
    <nav
      aria-label={t('hotel.bookings.view_label')}
      className="inline-flex w-fit rounded-md bg-muted p-1"
    >
      {option('list', urlFor('hotel.bookings.index'), List, t('hotel.bookings.view_list'))}
      {option(
        'chart',
        urlFor('hotel.bookings.index', {}, { qs: { view: 'chart' } }),
        CalendarRange,
        t('hotel.bookings.view_chart')
      )}
    </nav>
  )
}

export default function Index({
  view,
  bookings,
  chart,
  filters,
  roomTypes,
  statuses,
  currency,
  can,
}: IndexProps) {
  const { change } = useListQuery()
  const list = view === 'list' || !chart ? bookings : null
  return (
    <ListPage
      breadcrumbs={[{ title: t('hotel.bookings.title'), href: urlFor('hotel.bookings.index') }]}
      title={t('hotel.bookings.title')}
      description={t('hotel.bookings.description')}
      create={
        can.create
          ? { href: urlFor('hotel.bookings.create'), label: t('hotel.bookings.new') }
          : null
      }
      filters={
        <>
          <ViewToggle view={view} />
          {list && (
            <>
              <BookingScopes
                scope={filters.scope}
                onChange={(scope) => change({ scope: scope === 'current' ? null : scope })}
              />
              <BookingFilters
                filters={filters}
                roomTypes={roomTypes}
                statuses={statuses}
                onChange={change}
              />
            </>
          )}
        </>
      }
      meta={list?.metadata}
      framed={Boolean(list)}
    >
      {list ? (
        <BookingsList
          bookings={list.data}
          filters={filters}
          currency={currency}
          onSort={(sort, direction) => change({ sort, direction })}
        />
      ) : (
        view === 'chart' && chart && <TapeChart chart={chart} canMove={can.move} />
      )}
    </ListPage>
  )
}
