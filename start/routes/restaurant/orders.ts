/* Routes of the POS: the screen for a new order and for one in service, and the JSON calls it makes. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const PosController = () => import('#controllers/restaurant/pos_controller')

router
  .get('/restaurant/orders/:id', [PosController, 'show'])
  .as('restaurant.orders.show')
  .where('id', id)
  .use(guard('restaurant.orders.view'))

router
  .group(() => {
    router
      .get('/restaurant/orders/create', [PosController, 'create'])
      .as('restaurant.orders.create')
    router
      .get('/restaurant/orders/customer-options', [PosController, 'customerOptions'])
      .as('restaurant.orders.customer_options')
    router.post('/restaurant/orders', [PosController, 'store']).as('restaurant.orders.store')
    router
      .post('/restaurant/orders/:id/lines', [PosController, 'addLines'])
      .as('restaurant.orders.lines.store')
      .where('id', id)
    router
      .patch('/restaurant/orders/:id/lines/:lineId', [PosController, 'updateLine'])
      .as('restaurant.orders.lines.update')
      .where('id', id)
      .where('lineId', id)
    router
      .post('/restaurant/orders/:id/send', [PosController, 'send'])
      .as('restaurant.orders.send')
      .where('id', id)
  })
  .use(guard('restaurant.orders.create'))

/* A line not yet sent is voided by who takes orders; a sent one, and a whole order, need the void permission (the policy decides). */
router
  .post('/restaurant/orders/:id/lines/:lineId/void', [PosController, 'voidLine'])
  .as('restaurant.orders.lines.void')
  .where('id', id)
  .where('lineId', id)
  .use(guard('restaurant.orders.create', 'restaurant.orders.void'))

router
  .post('/restaurant/orders/:id/void', [PosController, 'void'])
  .as('restaurant.orders.void')
  .where('id', id)
  .use(guard('restaurant.orders.void'))
