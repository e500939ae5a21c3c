/* Routes of restaurant reservations: the list and day view, the form, and the lifecycle moves. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const ReservationsController = () => import('#controllers/restaurant/reservations_controller')

router
  .group(() => {
    router
      .get('/restaurant/reservations', [ReservationsController, 'index'])
      .as('restaurant.reservations.index')
    router
      .get('/restaurant/reservations/:id', [ReservationsController, 'show'])
      .as('restaurant.reservations.show')
      .where('id', id)
  })
  .use(guard('restaurant.reservations.view'))

router
  .group(() => {
    router
      .get('/restaurant/reservations/create', [ReservationsController, 'create'])
      .as('restaurant.reservations.create')
    router
      .get('/restaurant/reservations/customer-options', [ReservationsController, 'customerOptions'])
      .as('restaurant.reservations.customer_options')
    router
      .post('/restaurant/reservations', [ReservationsController, 'store'])
      .as('restaurant.reservations.store')
    router
      .put('/restaurant/reservations/:id', [ReservationsController, 'update'])
      .as('restaurant.reservations.update')
      .where('id', id)
    for (const [path, action, name] of [
      ['seat', 'seat', 'seat'],
      ['complete', 'complete', 'complete'],
      ['cancel', 'cancel', 'cancel'],
      ['no-show', 'noShow', 'no_show'],
    ] as const)
      router
        .post(`/restaurant/reservations/:id/${path}`, [ReservationsController, action])
        .as(`restaurant.reservations.${name}`)
        .where('id', id)
  })
  .use(guard('restaurant.reservations.manage'))
