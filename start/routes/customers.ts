/* Routes of the Customers screens (the restaurant's and events' clientele). */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const CustomersController = () => import('#controllers/customers/customers_controller')

router
  .group(() => {
    router.get('/customers', [CustomersController, 'index']).as('customers.index')
    router.get('/customers/:id', [CustomersController, 'show']).as('customers.show').where('id', id)
  })
  .use(guard('customers.customers.view'))

router
  .group(() => {
    router.get('/customers/create', [CustomersController, 'create']).as('customers.create')
    router.post('/customers', [CustomersController, 'store']).as('customers.store')
  })
  .use(guard('customers.customers.create'))

router
  .group(() => {
    router
      .get('/customers/:id/edit', [CustomersController, 'edit'])
      .as('customers.edit')
      .where('id', id)
    router
      .put('/customers/:id', [CustomersController, 'update'])
      .as('customers.update')
      .where('id', id)
  })
  .use(guard('customers.customers.update'))

router
  .delete('/customers/:id', [CustomersController, 'destroy'])
  .as('customers.destroy')
  .where('id', id)
  .use(guard('customers.customers.delete'))

/* Linking a hotel guest profile: only for who may see guests. */
router
  .get('/customers/guest-options', [CustomersController, 'guestOptions'])
  .as('customers.guest_options')
  .use(guard('hotel.guests.view'))
