import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { DashboardTiles } from '@/modules/hotel/components/dashboard-tiles'
import { DashboardBookingList } from '@/modules/hotel/components/dashboard-booking-list'
import { DashboardRoomsByStatus } from '@/modules/hotel/components/dashboard-rooms-by-status'
import {
  DashboardLinks,
  DashboardPanel,
  DashboardRevenue,
  DashboardWeek,
} from '@/modules/hotel/components/dashboard-panels'
import { formatLongDay } from '@/components/reports/report-format'
import { useLiveProps } from '@/hooks/use-live-props'
import { t } from '@/lib/i18n'
import type { HotelDashboard } from '@/modules/hotel/components/report-types'
import { urlFor } from '@/lib/routes'

type DashboardProps = {
  dashboard: HotelDashboard
  currency: string
  can: { viewBookings: boolean; viewHousekeeping: boolean; viewReports: boolean }
}

export default function Dashboard({ dashboard, currency, can }: DashboardProps) {
  /* Any booking or room change may move every figure here: fetch them again. */
  useLiveProps<DashboardProps>(
    { 'hotel.bookings': ['BookingChanged'], 'hotel.rooms': ['RoomStatusChanged'] },
    ['dashboard']
  )
  return (
    <AppLayout
      breadcrumbs={[{ title: t('hotel.dashboard.title'), href: urlFor('hotel.dashboard') }]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('hotel.dashboard.title')}
          description={t('hotel.dashboard.description', { date: formatLongDay(dashboard.today) })}
        />
        <DashboardLinks can={can} />
      </div>
      <DashboardTiles tiles={dashboard} />
      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardPanel title={t('hotel.dashboard.arrivals')}>
          <DashboardBookingList
            bookings={dashboard.arrivalList}
            empty={t('hotel.dashboard.no_arrivals')}
            doneStatus="checked_in"
            linkToBookings={can.viewBookings}
            limit={dashboard.listLimit}
          />
        </DashboardPanel>
        <DashboardPanel title={t('hotel.dashboard.departures')}>
          <DashboardBookingList
            bookings={dashboard.departureList}
            empty={t('hotel.dashboard.no_departures')}
            doneStatus="checked_out"
            linkToBookings={can.viewBookings}
            limit={dashboard.listLimit}
          />
        </DashboardPanel>
        <DashboardPanel title={t('hotel.dashboard.next_days')}>
          <DashboardWeek today={dashboard.today} occupancyWeek={dashboard.occupancyWeek} />
        </DashboardPanel>
        <DashboardPanel title={t('hotel.dashboard.rooms_by_status')}>
          <DashboardRoomsByStatus rooms={dashboard.roomsByStatus} />
        </DashboardPanel>
      </div>
      <DashboardRevenue revenue={dashboard.revenue} currency={currency} />
    </AppLayout>
  )
}
