import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Reservation from '#models/restaurant/reservation'
import Customer from '#models/customers/customer'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { customerByPhone } from '#actions/customers/create_customer'
import {
  claimTable,
  doubleReservationGuard,
  requestedTime,
  reservationFields,
  reservationSubject,
} from '#services/restaurant/reservations'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'
import type { createReservationValidator } from '#validators/restaurant/reservations'

type CreateReservationInput = { data: Infer<typeof createReservationValidator> }

/**
 * A booked reservation, for an existing customer or for a name and phone. The
 * table (if any) is claimed first, so simultaneous requests for it queue there;
 * the customer, the reservation, their events and the floor map's news commit
 * together.
 */
export function createReservation({ data }: CreateReservationInput, audit: AuditContext) {
  return doubleReservationGuard(() =>
    db.transaction(async (trx) => {
      const time = requestedTime(data)
      const table = data.table_id
        ? await claimTable(trx, data.table_id, { partySize: data.party_size, time })
        : null
      const customer = data.customer_id
        ? await Customer.findOrFail(data.customer_id, { client: trx })
        : await customerByPhone(trx, { name: data.customer_name!, phone: data.phone! }, audit)
      const reservation = await Reservation.create(
        {
          customerId: customer.id,
          tableId: table?.id ?? null,
          partySize: data.party_size,
          startsAt: time.startsAt,
          durationMinutes: time.durationMinutes,
          endsAt: time.endsAt,
          status: 'booked',
          notes: data.notes ?? '',
          createdBy: audit.actor?.id ?? null,
        },
        { client: trx }
      )
      await reservation.refresh()
      await recordEvent(trx, {
        type: 'restaurant.reservation.created',
        subject: reservationSubject(reservation),
        after: reservationFields(reservation),
        metadata: { customer: customer.name },
        audit,
      })
      await broadcastTableStatus(trx, [reservation.tableId])
      return reservation
    })
  )
}
