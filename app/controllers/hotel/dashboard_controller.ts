import type { HttpContext } from '@adonisjs/core/http'
import BookingPolicy from '#policies/hotel/booking_policy'
import HousekeepingPolicy from '#policies/hotel/housekeeping_policy'
import HotelReportPolicy from '#policies/hotel/report_policy'
import { hotelDashboard } from '#queries/hotel/dashboard'
import { appToday } from '#services/clock'
import { appCurrency } from '#services/money'

/* The front desk's day at a glance (the route requires hotel.dashboard.view). */
export default class DashboardController {
  async show({ inertia, bouncer }: HttpContext) {
    return inertia.render('Hotel/Dashboard', {
      dashboard: await hotelDashboard(appToday()),
      currency: appCurrency(),
      can: {
        viewBookings: await bouncer.with(BookingPolicy).allows('view'),
        viewHousekeeping: await bouncer.with(HousekeepingPolicy).allows('view'),
        viewReports: await bouncer.with(HotelReportPolicy).allows('view'),
      },
    })
  }
}
