/* Route of the restaurant dashboard. */
import router from '@adonisjs/core/services/router'
import { guard } from '#start/routes/guard'

const DashboardController = () => import('#controllers/restaurant/dashboard_controller')

router
  .get('/restaurant', [DashboardController, 'show'])
  .as('restaurant.dashboard')
  .use(guard('restaurant.dashboard.view'))
