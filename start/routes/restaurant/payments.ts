/* Routes of paying an order: the pay panel's state, payments, the discount, the split, refunds. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const PaymentsController = () => import('#controllers/restaurant/payments_controller')

router
  .get('/restaurant/orders/:id/payments', [PaymentsController, 'index'])
  .as('restaurant.orders.payments')
  .where('id', id)
  .use(guard('restaurant.orders.view'))

router
  .group(() => {
    router
      .post('/restaurant/orders/:id/payments', [PaymentsController, 'store'])
      .as('restaurant.orders.pay')
      .where('id', id)
    router
      .post('/restaurant/orders/:id/split', [PaymentsController, 'split'])
      .as('restaurant.orders.split')
      .where('id', id)
  })
  .use(guard('restaurant.payments.create'))

router
  .post('/restaurant/orders/:id/discount', [PaymentsController, 'discount'])
  .as('restaurant.orders.discount')
  .where('id', id)
  .use(guard('restaurant.orders.discount'))

router
  .post('/restaurant/payments/:id/refund', [PaymentsController, 'refund'])
  .as('restaurant.payments.refund')
  .where('id', id)
  .use(guard('restaurant.payments.refund'))
