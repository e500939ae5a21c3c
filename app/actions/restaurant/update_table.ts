import db from '@adonisjs/lucid/services/db'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertOnPlan,
  layoutFields,
  requestedPlacement,
  tableFields,
  tableSubject,
  type TableData,
} from '#services/restaurant/tables'
import { uniqueViolation } from '#services/database_errors'
import { ACTIVE_RESERVATION_STATUSES } from '#enums/restaurant/reservation_status'
import { NotAllowedError } from '#exceptions/domain_errors'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'
import { localParts } from '#services/clock'
import { t } from '#services/i18n'

type UpdateTableInput = { table: RestaurantTable; data: TableData }

/**
 * Saves a table. Reservations still to come keep what they were promised: a
 * table cannot lose seats below a booked party, nor be switched off while it
 * holds one.
 */
export function updateTable({ table, data }: UpdateTableInput, audit: AuditContext) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await RestaurantTable.query({ client: trx })
        .where('id', table.id)
        .forUpdate()
        .firstOrFail()
      const before = tableFields(locked)
      const place = await requestedPlacement(trx, data, layoutFields(locked))
      assertOnPlan(place)
      const isActive = data.is_active ?? locked.isActive

      const upcoming = await trx
        .from('reservations')
        .where('table_id', locked.id)
        .whereIn('status', [...ACTIVE_RESERVATION_STATUSES])
        .where('ends_at', '>', new Date())
        .orderBy('party_size', 'desc')
        .select('code', 'party_size', 'starts_at')
        .first()
      if (upcoming && !isActive)
        throw new NotAllowedError(
          t('restaurant.tables.still_reserved', {
            code: upcoming.code,
            date: localParts(upcoming.starts_at).date,
          }),
          { field: 'is_active' }
        )
      if (upcoming && upcoming.party_size > data.seats)
        throw new NotAllowedError(
          t('restaurant.tables.seats_below_party', {
            code: upcoming.code,
            party: upcoming.party_size,
          }),
          { field: 'seats' }
        )

      locked.merge({
        name: data.name,
        area: data.area,
        seats: data.seats,
        shape: data.shape,
        posX: place.x,
        posY: place.y,
        width: place.width,
        height: place.height,
        isActive,
      })
      await locked.save()
      await recordEvent(trx, {
        type: 'restaurant.table.updated',
        subject: tableSubject(locked),
        before,
        after: tableFields(locked),
        audit,
      })
      await broadcastTableStatus(trx, [locked.id])
      table.merge(locked.$attributes)
    })
  )
}
