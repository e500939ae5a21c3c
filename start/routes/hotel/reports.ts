/* Routes of the hotel's dashboard and reports screens. */
import router from '@adonisjs/core/services/router'
import { guard } from '#start/routes/guard'

const DashboardController = () => import('#controllers/hotel/dashboard_controller')
const ReportsController = () => import('#controllers/hotel/reports_controller')

router
  .get('/hotel', [DashboardController, 'show'])
  .as('hotel.dashboard')
  .use(guard('hotel.dashboard.view'))

router
  .group(() => {
    router.get('/hotel/reports', [ReportsController, 'index']).as('hotel.reports.index')
    router
      .get('/hotel/reports/occupancy', [ReportsController, 'occupancy'])
      .as('hotel.reports.occupancy')
    router
      .get('/hotel/reports/occupancy.csv', [ReportsController, 'occupancyCsv'])
      .as('hotel.reports.occupancy_csv')
    router.get('/hotel/reports/revenue', [ReportsController, 'revenue']).as('hotel.reports.revenue')
    router
      .get('/hotel/reports/revenue.csv', [ReportsController, 'revenueCsv'])
      .as('hotel.reports.revenue_csv')
    router
      .get('/hotel/reports/room-types', [ReportsController, 'roomTypes'])
      .as('hotel.reports.room_types')
    router
      .get('/hotel/reports/room-types.csv', [ReportsController, 'roomTypesCsv'])
      .as('hotel.reports.room_types_csv')
    router.get('/hotel/reports/guests', [ReportsController, 'guests']).as('hotel.reports.guests')
    router
      .get('/hotel/reports/guests.csv', [ReportsController, 'guestsCsv'])
      .as('hotel.reports.guests_csv')
  })
  .use(guard('reports.view.hotel'))
