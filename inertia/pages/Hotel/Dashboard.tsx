import { Link } from '@adonisjs/inertia/react'
import { CalendarDays, ChartColumn, Sparkles } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { DashboardTiles } from '@/modules/hotel/components/dashboard-tiles'
import { DashboardBookingList } from '@/modules/hotel/components/dashboard-booking-list'
import { DashboardRoomsByStatus } from '@/modules/hotel/components/dashboard-rooms-by-status'
import { ReportFigures } from '@/components/reports/report-figures'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatBasisPoints, formatLongDay, formatWeekday } from '@/components/reports/report-format'
import { useLiveProps } from '@/hooks/use-live-props'
import { formatMoney } from '@/lib/money'
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
  const money = (cents: number) => formatMoney(cents, currency)
  const { revenue, occupancyWeek } = dashboard
  const lastDay = occupancyWeek[occupancyWeek.length - 1]?.day ?? dashboard.today
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
        <nav className="flex flex-wrap gap-2" aria-label={t('hotel.dashboard.title')}>
          {can.viewBookings && (
            <Button asChild variant="outline" size="sm">
              <Link route="hotel.bookings.index" prefetch>
                <CalendarDays aria-hidden="true" />
                {t('hotel.dashboard.bookings_link')}
              </Link>
            </Button>
          )}
          {can.viewHousekeeping && (
            <Button asChild variant="outline" size="sm">
              <Link route="hotel.housekeeping.index" prefetch>
                <Sparkles aria-hidden="true" />
                {t('hotel.dashboard.housekeeping_link')}
              </Link>
            </Button>
          )}
          {can.viewReports && (
            <Button asChild variant="outline" size="sm">
              <Link route="hotel.reports.index" prefetch>
                <ChartColumn aria-hidden="true" />
                {t('hotel.dashboard.reports_link')}
              </Link>
            </Button>
          )}
        </nav>
      </div>
      <DashboardTiles tiles={dashboard} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.dashboard.arrivals')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DashboardBookingList
              bookings={dashboard.arrivalList}
              empty={t('hotel.dashboard.no_arrivals')}
              doneStatus="checked_in"
              linkToBookings={can.viewBookings}
              limit={dashboard.listLimit}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.dashboard.departures')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DashboardBookingList
              bookings={dashboard.departureList}
              empty={t('hotel.dashboard.no_departures')}
              doneStatus="checked_out"
              linkToBookings={can.viewBookings}
              limit={dashboard.listLimit}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.dashboard.next_days')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ChartBars
              summary={t('hotel.dashboard.next_days_chart', { from: dashboard.today, to: lastDay })}
              scaleMax={10_000}
              labelEvery
              formatScale={(value) => formatBasisPoints(Math.round(value))}
              bars={occupancyWeek.map((day) => ({
                key: day.day,
                label: formatWeekday(day.day),
                value: day.occupancyBp,
                display: formatBasisPoints(day.occupancyBp),
              }))}
            />
            <ul className="sr-only">
              {occupancyWeek.map((day) => (
                <li
                  key={day.day}
                >{`${formatLongDay(day.day)}: ${formatBasisPoints(day.occupancyBp)}`}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.dashboard.rooms_by_status')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DashboardRoomsByStatus rooms={dashboard.roomsByStatus} />
          </CardContent>
        </Card>
      </div>
      <section className="grid gap-3">
        <Heading
          title={t('hotel.dashboard.revenue')}
          description={t('hotel.dashboard.month_since', {
            date: formatLongDay(revenue.monthStart),
          })}
        />
        <ReportFigures
          figures={[
            {
              label: `${t('hotel.dashboard.revenue')} · ${t('hotel.dashboard.revenue_today')}`,
              value: money(revenue.todayCents),
            },
            {
              label: `${t('hotel.dashboard.revenue')} · ${t('hotel.dashboard.revenue_month')}`,
              value: money(revenue.monthToDate.revenueCents),
            },
            {
              label: `${t('hotel.reports.adr')} · ${t('hotel.dashboard.revenue_month')}`,
              value: money(revenue.monthToDate.adrCents),
              hint: t('hotel.reports.adr_hint'),
            },
            {
              label: `${t('hotel.reports.revpar')} · ${t('hotel.dashboard.revenue_month')}`,
              value: money(revenue.monthToDate.revparCents),
              hint: t('hotel.reports.revpar_hint'),
            },
          ]}
        />
      </section>
    </AppLayout>
  )
}
