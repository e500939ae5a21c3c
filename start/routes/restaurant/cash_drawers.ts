/* Routes of the cash drawers: a cashier opens and closes their till. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const CashDrawersController = () => import('#controllers/restaurant/cash_drawers_controller')

router
  .group(() => {
    router
      .post('/restaurant/cash-drawers', [CashDrawersController, 'open'])
      .as('restaurant.cash_drawers.open')
    router
      .post('/restaurant/cash-drawers/:id/close', [CashDrawersController, 'close'])
      .as('restaurant.cash_drawers.close')
      .where('id', id)
  })
  .use(guard('restaurant.cash_drawers.manage'))
