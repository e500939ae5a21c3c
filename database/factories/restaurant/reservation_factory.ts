import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Reservation from '#models/restaurant/reservation'
import { CustomerFactory } from '#database/factories/customers/customer_factory'
import { RestaurantTableFactory } from '#database/factories/restaurant/restaurant_table_factory'

/*
| A booked party of two for 90 minutes, tomorrow at this time, at no table yet.
| The customer comes from `customerId` or `.with('customer')`; the end follows
| the start and the length.
*/
export const ReservationFactory = factory
  .define(Reservation, () => ({
    tableId: null,
    partySize: 2,
    startsAt: DateTime.now().plus({ days: 1 }).startOf('minute'),
    durationMinutes: 90,
    status: 'booked' as const,
    notes: '',
  }))
  .relation('customer', () => CustomerFactory)
  .relation('table', () => RestaurantTableFactory)
  .before('create', (_, reservation) => {
    reservation.endsAt = reservation.startsAt.plus({ minutes: reservation.durationMinutes })
  })
  .after('create', async (_, reservation) => {
    /* The code and the defaults the database fills in. */
    await reservation.refresh()
  })
  .build()
