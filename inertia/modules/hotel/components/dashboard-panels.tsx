import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { CalendarDays, ChartColumn, Sparkles } from 'lucide-react'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReportFigures } from '@/components/reports/report-figures'
import { ChartBars } from '@/components/reports/chart-bars'
import { formatBasisPoints, formatLongDay, formatWeekday } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { HotelDashboard } from '@/modules/hotel/components/report-types'

/** A titled card of the dashboard. */
export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** The screens the user may go on to from here. */
export function DashboardLinks({
  can,
}: {
  can: { viewBookings: boolean; viewHousekeeping: boolean; viewReports: boolean }
}) {
  return (
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
  )
}

/** Occupancy of the coming days as bars, and as a list for screen readers. */
export function DashboardWeek({
  today,
  occupancyWeek,
}: {
  today: string
  occupancyWeek: HotelDashboard['occupancyWeek']
}) {
  const lastDay = occupancyWeek[occupancyWeek.length - 1]?.day ?? today
  return (
    <>
      <ChartBars
        summary={t('hotel.dashboard.next_days_chart', { from: today, to: lastDay })}
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
    </>
  )
}

/** Today's and the month's revenue, ADR and RevPAR. */
export function DashboardRevenue({
  revenue,
  currency,
}: {
  revenue: HotelDashboard['revenue']
  currency: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  return (
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
  )
}
