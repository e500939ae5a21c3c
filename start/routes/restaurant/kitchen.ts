/* Routes of the stations' displays, and the waiter's "served" on ready food. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const KitchenController = () => import('#controllers/restaurant/kitchen_controller')

router
  .get('/restaurant/kitchen', [KitchenController, 'index'])
  .as('restaurant.kitchen.index')
  .use(guard('restaurant.kitchen.view'))

router
  .group(() => {
    router
      .post('/restaurant/kitchen/lines/:id/advance', [KitchenController, 'advance'])
      .as('restaurant.kitchen.lines.advance')
      .where('id', id)
    router
      .post('/restaurant/kitchen/tickets/:id/bump', [KitchenController, 'bump'])
      .as('restaurant.kitchen.tickets.bump')
      .where('id', id)
    router
      .post('/restaurant/kitchen/:station/recall', [KitchenController, 'recall'])
      .as('restaurant.kitchen.recall')
  })
  .use(guard('restaurant.kitchen.update'))

router
  .post('/restaurant/orders/:id/serve', [KitchenController, 'serve'])
  .as('restaurant.orders.serve')
  .where('id', id)
  .use(guard('restaurant.orders.create'))
