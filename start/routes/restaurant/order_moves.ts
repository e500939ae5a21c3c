/* Routes of the restaurant's orders list and of moving orders between tables (transfer, merge). */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const OrdersController = () => import('#controllers/restaurant/orders_controller')
const OrderMovesController = () => import('#controllers/restaurant/order_moves_controller')

router
  .get('/restaurant/orders', [OrdersController, 'index'])
  .as('restaurant.orders.index')
  .use(guard('restaurant.orders.view'))

router
  .group(() => {
    router
      .post('/restaurant/orders/:id/transfer', [OrderMovesController, 'transfer'])
      .as('restaurant.orders.transfer')
      .where('id', id)
    router
      .post('/restaurant/orders/:id/merge', [OrderMovesController, 'merge'])
      .as('restaurant.orders.merge')
      .where('id', id)
  })
  .use(guard('restaurant.orders.create'))
