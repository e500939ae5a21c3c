/* Route of the inventory dashboard. */
import router from '@adonisjs/core/services/router'
import { guard } from '#start/routes/guard'

const DashboardController = () => import('#controllers/inventory/dashboard_controller')

router
  .get('/inventory', [DashboardController, 'show'])
  .as('inventory.dashboard')
  .use(guard('inventory.dashboard.view'))
