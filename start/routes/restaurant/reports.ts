/* Routes of the restaurant's reports: each page and its CSV export. */
import router from '@adonisjs/core/services/router'
import { guard } from '#start/routes/guard'

const ReportsController = () => import('#controllers/restaurant/reports_controller')

router
  .group(() => {
    router.get('/restaurant/reports', [ReportsController, 'index']).as('restaurant.reports.index')
    router
      .get('/restaurant/reports/sales', [ReportsController, 'sales'])
      .as('restaurant.reports.sales')
    router
      .get('/restaurant/reports/sales.csv', [ReportsController, 'salesCsv'])
      .as('restaurant.reports.sales_csv')
    router
      .get('/restaurant/reports/products', [ReportsController, 'products'])
      .as('restaurant.reports.products')
    router
      .get('/restaurant/reports/products.csv', [ReportsController, 'productsCsv'])
      .as('restaurant.reports.products_csv')
    router
      .get('/restaurant/reports/tables', [ReportsController, 'tables'])
      .as('restaurant.reports.tables')
    router
      .get('/restaurant/reports/tables.csv', [ReportsController, 'tablesCsv'])
      .as('restaurant.reports.tables_csv')
    router
      .get('/restaurant/reports/waiters', [ReportsController, 'waiters'])
      .as('restaurant.reports.waiters')
    router
      .get('/restaurant/reports/waiters.csv', [ReportsController, 'waitersCsv'])
      .as('restaurant.reports.waiters_csv')
    router
      .get('/restaurant/reports/reservations', [ReportsController, 'reservations'])
      .as('restaurant.reports.reservations')
    router
      .get('/restaurant/reports/reservations.csv', [ReportsController, 'reservationsCsv'])
      .as('restaurant.reports.reservations_csv')
  })
  .use(guard('reports.view.restaurant'))
