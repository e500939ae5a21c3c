/* Routes of the inventory reports: each page and its CSV export. */
import router from '@adonisjs/core/services/router'
import { guard } from '#start/routes/guard'

const ReportsController = () => import('#controllers/inventory/reports_controller')

router
  .group(() => {
    router.get('/inventory/reports', [ReportsController, 'index']).as('inventory.reports.index')
    router
      .get('/inventory/reports/current-stock', [ReportsController, 'currentStock'])
      .as('inventory.reports.current_stock')
    router
      .get('/inventory/reports/current-stock.csv', [ReportsController, 'currentStockCsv'])
      .as('inventory.reports.current_stock_csv')
    router
      .get('/inventory/reports/kardex', [ReportsController, 'kardex'])
      .as('inventory.reports.kardex')
    router
      .get('/inventory/reports/kardex.csv', [ReportsController, 'kardexCsv'])
      .as('inventory.reports.kardex_csv')
    router
      .get('/inventory/reports/movements', [ReportsController, 'movements'])
      .as('inventory.reports.movements')
    router
      .get('/inventory/reports/movements.csv', [ReportsController, 'movementsCsv'])
      .as('inventory.reports.movements_csv')
  })
  .use(guard('reports.view.inventory'))
