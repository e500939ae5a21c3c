import db from '@adonisjs/lucid/services/db'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertOnPlan,
  requestedPlacement,
  tableFields,
  tableSubject,
  type TableData,
} from '#services/restaurant/tables'
import { uniqueViolation } from '#services/database_errors'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'

type CreateTableInput = { data: TableData }

/** A new table, placed where asked or in its area's first free spot; every floor map shows it at once. */
export function createTable({ data }: CreateTableInput, audit: AuditContext) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const place = await requestedPlacement(trx, data)
      assertOnPlan(place)
      const table = await RestaurantTable.create(
        {
          name: data.name,
          area: data.area,
          seats: data.seats,
          shape: data.shape,
          posX: place.x,
          posY: place.y,
          width: place.width,
          height: place.height,
          isActive: data.is_active ?? true,
        },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'restaurant.table.created',
        subject: tableSubject(table),
        after: tableFields(table),
        audit,
      })
      await broadcastTableStatus(trx, [table.id])
      return table
    })
  )
}
