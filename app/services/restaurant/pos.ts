/*
| The POS's checks on the people an order names before it is opened: a
| waiter who may take orders, a customer and a reservation that exist.
*/
import db from '@adonisjs/lucid/services/db'
import { waiterOptions } from '#queries/restaurant/pos_query'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type People = { waiter_id?: number; customer_id?: number | null; reservation_id?: number | null }

export async function assertOrderPeople(data: People) {
  if (data.waiter_id !== undefined) {
    const waiters = await waiterOptions()
    if (!waiters.some((waiter) => waiter.id === data.waiter_id))
      throw new InvalidInputError(t('restaurant_pos.waiter_unknown'), { field: 'waiter_id' })
  }
  if (data.customer_id) {
    const customer = await db.from('customers').where('id', data.customer_id).first()
    if (!customer)
      throw new InvalidInputError(t('restaurant.validation.customer_unknown'), {
        field: 'customer_id',
      })
  }
  if (data.reservation_id) {
    const reservation = await db.from('reservations').where('id', data.reservation_id).first()
    if (!reservation)
      throw new InvalidInputError(t('restaurant_pos.reservation_unknown'), {
        field: 'reservation_id',
      })
  }
}
