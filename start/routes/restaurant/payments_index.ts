/* Routes of the payments list and of an order's bill (the print view and its PDF). */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const PaymentListController = () => import('#controllers/restaurant/payment_list_controller')
const BillsController = () => import('#controllers/restaurant/bills_controller')

router
  .get('/restaurant/payments', [PaymentListController, 'index'])
  .as('restaurant.payments.index')
  .use(guard('restaurant.payments.view'))

router
  .group(() => {
    router
      .get('/restaurant/orders/:id/bill', [BillsController, 'show'])
      .as('restaurant.orders.bill')
      .where('id', id)
    router
      .get('/restaurant/orders/:id/bill.pdf', [BillsController, 'pdf'])
      .as('restaurant.orders.bill.pdf')
      .where('id', id)
  })
  .use(guard('restaurant.orders.view'))
