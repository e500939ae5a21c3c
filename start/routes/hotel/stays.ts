/* Routes of the hotel's stays: a booking's page, check-in, check-out, its folio and invoice. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const BookingStaysController = () => import('#controllers/hotel/booking_stays_controller')
const FoliosController = () => import('#controllers/hotel/folios_controller')
const BookingStayChangesController = () =>
  import('#controllers/hotel/booking_stay_changes_controller')

router
  .group(() => {
    router
      .get('/hotel/bookings/:id', [BookingStaysController, 'show'])
      .as('hotel.bookings.show')
      .where('id', id)
    router
      .get('/hotel/bookings/:id/invoice', [BookingStaysController, 'invoice'])
      .as('hotel.bookings.invoice')
      .where('id', id)
  })
  .use(guard('hotel.bookings.view'))

router
  .group(() => {
    router
      .get('/hotel/bookings/:id/check-in', [BookingStaysController, 'checkInForm'])
      .as('hotel.bookings.check_in_form')
      .where('id', id)
    router
      .post('/hotel/bookings/:id/check-in', [BookingStaysController, 'checkIn'])
      .as('hotel.bookings.check_in')
      .where('id', id)
  })
  .use(guard('hotel.bookings.check_in'))

router
  .group(() => {
    router
      .get('/hotel/bookings/:id/check-out', [BookingStaysController, 'checkOutForm'])
      .as('hotel.bookings.check_out_form')
      .where('id', id)
    router
      .post('/hotel/bookings/:id/check-out', [BookingStaysController, 'checkOut'])
      .as('hotel.bookings.check_out')
      .where('id', id)
  })
  .use(guard('hotel.bookings.check_out'))

router
  .group(() => {
    router
      .post('/hotel/bookings/:id/charges', [FoliosController, 'storeCharge'])
      .as('hotel.folios.charges.store')
      .where('id', id)
    router.get('/hotel/folios/in-house', [FoliosController, 'inHouse']).as('hotel.folios.in_house')
  })
  .use(guard('hotel.folios.post_charge'))

router
  .post('/hotel/bookings/:id/payments', [FoliosController, 'storePayment'])
  .as('hotel.folios.payments.store')
  .where('id', id)
  .use(guard('hotel.folios.take_payment'))

/* A stay in the house made longer or shorter (from its page or by dragging its bar's end on the tape chart). */
router
  .group(() => {
    router
      .get('/hotel/bookings/:id/stay', [BookingStayChangesController, 'preview'])
      .as('hotel.bookings.stay_preview')
      .where('id', id)
    router
      .post('/hotel/bookings/:id/stay', [BookingStayChangesController, 'store'])
      .as('hotel.bookings.change_stay')
      .where('id', id)
  })
  .use(guard('hotel.bookings.update'))
