import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Reservation from '#models/restaurant/reservation'
import RestaurantTable from '#models/restaurant/restaurant_table'
import {
  canTransitionReservation,
  type ReservationStatus,
} from '#enums/restaurant/reservation_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertFresh,
  claimTable,
  doubleReservationGuard,
  reservationSubject,
} from '#services/restaurant/reservations'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'
import { openOrder } from '#services/restaurant/open_order'
import { localParts, appToday } from '#services/clock'
import { t } from '#services/i18n'

export type ReservationMove = 'seated' | 'completed' | 'cancelled' | 'no_show'

const EVENT_TYPES = {
  seated: 'restaurant.reservation.seated',
  completed: 'restaurant.reservation.completed',
  cancelled: 'restaurant.reservation.cancelled',
  no_show: 'restaurant.reservation.no_show',
} as const satisfies Record<ReservationMove, string>

type TransitionInput = {
  reservation: Reservation
  to: ReservationMove
  tableId?: number | null
  lockVersion?: number | null
  reason?: string
}

/* Seating: on the reservation's day, at a table that is free to take the party now. */
async function seat(
  trx: Parameters<typeof claimTable>[0],
  reservation: Reservation,
  tableId: number | null
) {
  if (!tableId)
    throw new InvalidInputError(t('restaurant.reservations.seat_needs_table'), {
      field: 'table_id',
    })
  if (localParts(reservation.startsAt).date !== appToday())
    throw new NotAllowedError(
      t('restaurant.reservations.seat_not_today', { date: localParts(reservation.startsAt).date })
    )
  const table = await claimTable(trx, tableId, {
    partySize: reservation.partySize,
    time: {
      startsAt: reservation.startsAt,
      endsAt: reservation.endsAt,
      durationMinutes: reservation.durationMinutes,
    },
    reservationId: reservation.id,
  })
  const occupant = await Reservation.query({ client: trx })
    .where('table_id', table.id)
    .where('status', 'seated')
    .whereNot('id', reservation.id)
    .first()
  if (occupant)
    throw new ConflictError(
      t('restaurant.reservations.table_occupied', { name: table.name, code: occupant.code ?? '' }),
      { field: 'table_id' }
    )
  if (table.needsCleaningSince)
    throw new NotAllowedError(t('restaurant.reservations.table_dirty', { name: table.name }), {
      field: 'table_id',
    })
  reservation.tableId = table.id
  reservation.seatedAt = DateTime.now()
}

/* Seating opens the party's order at its table, for its covers and customer, in the same transaction. */
function openPartyOrder(
  trx: Parameters<typeof claimTable>[0],
  reservation: Reservation,
  audit: AuditContext
) {
  return openOrder(
    trx,
    {
      kind: 'dine_in',
      table_id: reservation.tableId!,
      covers: reservation.partySize,
      customer_id: reservation.customerId,
      reservation_id: reservation.id,
    },
    audit
  )
}

/**
 * Seats, completes, cancels or marks a no-show. The row is locked so two clicks
 * cannot both move it; a move the lifecycle does not allow is refused with a
 * message. Seating opens the party's order (refused, with nothing written, when
 * the table already has an order in service). Completing leaves the table
 * needing cleaning and does not touch the party's order: an order still in
 * service keeps the table occupied until it is paid or moved. Every move
 * reaches the floor maps once committed.
 */
export function transitionReservation(
  { reservation, to, tableId, lockVersion, reason }: TransitionInput,
  audit: AuditContext
) {
  return doubleReservationGuard(() =>
    db.transaction(async (trx) => {
      const locked = await Reservation.query({ client: trx })
        .where('id', reservation.id)
        .forUpdate()
        .firstOrFail()
      assertFresh(locked, lockVersion)
      const from: ReservationStatus = locked.status
      if (!canTransitionReservation(from, to))
        throw new NotAllowedError(
          t(`restaurant.reservations.transition.${to}`, {
            status: t(`restaurant.reservation_status.${from}`).toLowerCase(),
          })
        )
      const previousTableId = locked.tableId
      const now = DateTime.now()
      if (to === 'seated') await seat(trx, locked, tableId ?? locked.tableId)
      if (to === 'no_show' && locked.startsAt > now)
        throw new NotAllowedError(
          t('restaurant.reservations.no_show_too_early', { time: localParts(locked.startsAt).time })
        )
      if (to === 'completed') {
        locked.completedAt = now
        await RestaurantTable.query({ client: trx })
          .where('id', locked.tableId!)
          .update({ needs_cleaning_since: now.toJSDate(), updated_at: now.toJSDate() })
      }
      if (to === 'cancelled') locked.cancelledAt = now
      if (to === 'no_show') locked.noShowAt = now
      locked.status = to
      locked.lockVersion += 1
      await locked.save()
      await recordEvent(trx, {
        type: EVENT_TYPES[to],
        subject: reservationSubject(locked),
        before: { status: from, tableId: previousTableId },
        after: { status: to, tableId: locked.tableId },
        metadata: reason ? { reason } : null,
        audit,
      })
      if (to === 'seated') await openPartyOrder(trx, locked, audit)
      await broadcastTableStatus(trx, [previousTableId, locked.tableId])
      reservation.merge(locked.$attributes)
    })
  )
}
