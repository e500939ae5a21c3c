import db from '@adonisjs/lucid/services/db'
import RestaurantTable from '#models/restaurant/restaurant_table'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  assertOnPlan,
  requestedPlacement,
  tableFields,
  tableSubject,
  type TableData,
} from '#actions/restaurant/table_changes'
import { uniqueViolation } from '#services/database_errors'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'

type CreateTableInput = { data: TableData; actor: User; request?: EventInput['request'] }

/** A new table, placed where asked or in its area's first free spot; every floor map shows it at once. */
export function createTable({ data, actor, request }: CreateTableInput) {
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
        actor,
        subject: tableSubject(table),
        after: tableFields(table),
        request,
      })
      await broadcastTableStatus(trx, [table.id])
      return table
    })
  )
}
