import type { HttpContext } from '@adonisjs/core/http'
import { hotelDashboard } from '#queries/hotel/dashboard'
import { appToday } from '#services/clock'
import { appCurrency } from '#services/money'
import { hasPermission } from '#services/access'

/* The front desk's day at a glance (the route requires hotel.dashboard.view). */
export default class DashboardController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.user!
    return inertia.render('Hotel/Dashboard', {
      dashboard: await hotelDashboard(appToday()),
      currency: appCurrency(),
      can: {
        viewBookings: await hasPermission(user, 'hotel.bookings.view'),
        viewHousekeeping: await hasPermission(user, 'hotel.housekeeping.view'),
        viewReports: await hasPermission(user, 'reports.view.hotel'),
      },
    })
  }
}
