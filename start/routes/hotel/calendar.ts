/* Routes of the hotel's calendar screens: the tape chart renders inside Bookings Index; moves are posted here. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const BookingMovesController = () => import('#controllers/hotel/booking_moves_controller')

router
  .group(() => {
    router
      .get('/hotel/bookings/:id/move', [BookingMovesController, 'preview'])
      .as('hotel.bookings.move_preview')
      .where('id', id)
    router
      .post('/hotel/bookings/:id/move', [BookingMovesController, 'store'])
      .as('hotel.bookings.move')
      .where('id', id)
  })
  .use(guard('hotel.bookings.update'))
