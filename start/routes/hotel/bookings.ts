import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

/* Routes of the hotel's bookings screens: the list, the booking form with its live preview, and the lifecycle moves. */
const BookingsController = () => import('#controllers/hotel/bookings_controller')

router
  .get('/hotel/bookings', [BookingsController, 'index'])
  .as('hotel.bookings.index')
  .use(guard('hotel.bookings.view'))

router
  .group(() => {
    router.get('/hotel/bookings/create', [BookingsController, 'create']).as('hotel.bookings.create')
    router.post('/hotel/bookings', [BookingsController, 'store']).as('hotel.bookings.store')
  })
  .use(guard('hotel.bookings.create'))

/* The preview and the guest look-up serve both the Create and the Edit form. */
router
  .group(() => {
    router.get('/hotel/bookings/quote', [BookingsController, 'quote']).as('hotel.bookings.quote')
    router
      .get('/hotel/bookings/guest-options', [BookingsController, 'guestOptions'])
      .as('hotel.bookings.guest_options')
  })
  .use(guard('hotel.bookings.create', 'hotel.bookings.update'))

router
  .group(() => {
    router
      .get('/hotel/bookings/:id/edit', [BookingsController, 'edit'])
      .as('hotel.bookings.edit')
      .where('id', id)
    router
      .put('/hotel/bookings/:id', [BookingsController, 'update'])
      .as('hotel.bookings.update')
      .where('id', id)
    router
      .post('/hotel/bookings/:id/confirm', [BookingsController, 'confirm'])
      .as('hotel.bookings.confirm')
      .where('id', id)
  })
  .use(guard('hotel.bookings.update'))

router
  .group(() => {
    router
      .post('/hotel/bookings/:id/cancel', [BookingsController, 'cancel'])
      .as('hotel.bookings.cancel')
      .where('id', id)
    router
      .post('/hotel/bookings/:id/no-show', [BookingsController, 'noShow'])
      .as('hotel.bookings.no_show')
      .where('id', id)
  })
  .use(guard('hotel.bookings.cancel'))
