import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Reservation from '#models/restaurant/reservation'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertFresh,
  claimTable,
  doubleReservationGuard,
  requestedTime,
  reservationFields,
  reservationSubject,
} from '#services/restaurant/reservations'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'
import { NotAllowedError } from '#exceptions/domain_errors'
import type { updateReservationValidator } from '#validators/restaurant/reservations'

type UpdateReservationInput = {
  reservation: Reservation
  data: Infer<typeof updateReservationValidator>
}

/** Changes a booked reservation's party, time, table or notes, with the same table checks as a new one. */
export function updateReservation(
  { reservation, data }: UpdateReservationInput,
  audit: AuditContext
) {
  return doubleReservationGuard(() =>
    db.transaction(async (trx) => {
      const locked = await Reservation.query({ client: trx })
        .where('id', reservation.id)
        .forUpdate()
        .firstOrFail()
      assertFresh(locked, data.lock_version)
      if (locked.status !== 'booked')
        throw new NotAllowedError(t('restaurant.reservations.not_editable'))
      const time = requestedTime(data)
      const tableId = data.table_id ?? null
      if (tableId)
        await claimTable(trx, tableId, {
          partySize: data.party_size,
          time,
          reservationId: locked.id,
        })
      const before = reservationFields(locked)
      const previousTableId = locked.tableId
      locked.merge({
        tableId,
        partySize: data.party_size,
        startsAt: time.startsAt,
        durationMinutes: time.durationMinutes,
        endsAt: time.endsAt,
        notes: data.notes ?? '',
        lockVersion: locked.lockVersion + 1,
      })
      await locked.save()
      await recordEvent(trx, {
        type: 'restaurant.reservation.updated',
        subject: reservationSubject(locked),
        before,
        after: reservationFields(locked),
        audit,
      })
      await broadcastTableStatus(trx, [previousTableId, locked.tableId])
      reservation.merge(locked.$attributes)
    })
  )
}
