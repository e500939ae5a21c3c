/* What the reservation actions share: the event's subject and fields, the time and table checks. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Reservation from '#models/restaurant/reservation'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { ACTIVE_RESERVATION_STATUSES } from '#enums/restaurant/reservation_status'
import { ConflictError, InvalidInputError, StaleEditError } from '#exceptions/domain_errors'
import { localInstant, localParts } from '#services/clock'
import { t } from '#services/i18n'

export function reservationSubject(reservation: Pick<Reservation, 'id' | 'code'>) {
  return { type: 'reservation', id: reservation.id, label: reservation.code }
}

export function reservationFields(reservation: Reservation) {
  return {
    customerId: reservation.customerId,
    tableId: reservation.tableId,
    partySize: reservation.partySize,
    startsAt: reservation.startsAt.toISO(),
    durationMinutes: reservation.durationMinutes,
    status: reservation.status,
    notes: reservation.notes,
  }
}

export type ReservationTime = { startsAt: DateTime; endsAt: DateTime; durationMinutes: number }

/** The time a form asks for, as instants; a reservation that would already be over is refused. */
export function requestedTime(data: {
  date: string
  time: string
  duration_minutes?: number
}): ReservationTime {
  const durationMinutes = data.duration_minutes ?? 90
  const startsAt = localInstant(data.date, data.time)
  if (!startsAt.isValid)
    throw new InvalidInputError(t('restaurant.validation.time_format'), { field: 'time' })
  const endsAt = startsAt.plus({ minutes: durationMinutes })
  if (endsAt <= DateTime.now())
    throw new InvalidInputError(t('restaurant.reservations.in_the_past'), { field: 'time' })
  return { startsAt, endsAt, durationMinutes }
}

const clock = (instant: DateTime | Date | string) => localParts(instant).time

/**
 * Locks the table and checks that it can take the party at that time: in
 * service, enough seats, and no other active reservation overlapping. Requests
 * for the same table queue on its row lock, so the check sees whatever the
 * previous one committed; the exclusion constraint still has the last word.
 */
export async function claimTable(
  trx: TransactionClientContract,
  tableId: number,
  party: { partySize: number; time: ReservationTime; reservationId?: number }
) {
  const table = await RestaurantTable.query({ client: trx })
    .where('id', tableId)
    .forUpdate()
    .firstOrFail()
  if (!table.isActive)
    throw new InvalidInputError(t('restaurant.reservations.table_inactive', { name: table.name }), {
      field: 'table_id',
    })
  if (table.seats < party.partySize)
    throw new InvalidInputError(
      t('restaurant.reservations.table_too_small', {
        name: table.name,
        seats: table.seats,
        party: party.partySize,
      }),
      { field: 'table_id' }
    )
  const clash = await trx
    .from('reservations')
    .where('table_id', table.id)
    .whereIn('status', [...ACTIVE_RESERVATION_STATUSES])
    .whereRaw(`tstzrange(starts_at, ends_at, '[)') && tstzrange(?, ?, '[)')`, [
      party.time.startsAt.toISO()!,
      party.time.endsAt.toISO()!,
    ])
    .if(party.reservationId, (query) => query.whereNot('id', party.reservationId!))
    .select('code', 'starts_at', 'ends_at')
    .first()
  if (clash)
    throw new ConflictError(
      t('restaurant.reservations.table_taken', {
        name: table.name,
        from: clock(clash.starts_at),
        to: clock(clash.ends_at),
        code: clash.code,
      }),
      { field: 'table_id' }
    )
  return table
}

/** The database's last word on a double reservation that slipped past the check: the same kind of message. */
export async function doubleReservationGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    if (code === '23P01' && constraint === 'reservations_no_double_booking')
      throw new ConflictError(t('restaurant.reservations.table_taken_now'), { field: 'table_id' })
    if (code === '23505' && constraint === 'customers_phone_unique')
      throw new ConflictError(t('restaurant.reservations.customer_just_created'), {
        field: 'phone',
      })
    throw error
  }
}

export function assertFresh(reservation: Reservation, lockVersion?: number | null) {
  if (lockVersion !== undefined && lockVersion !== null && lockVersion !== reservation.lockVersion)
    throw new StaleEditError(t('restaurant.reservations.stale'))
}
