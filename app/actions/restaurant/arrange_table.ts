import db from '@adonisjs/lucid/services/db'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertOnPlan,
  layoutFields,
  tableSubject,
  type Placement,
} from '#services/restaurant/tables'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'

type ArrangeTableInput = { table: RestaurantTable; place: Placement }

/** Moves or resizes one table on its area's plan (the floor map's edit mode); other floor maps redraw it. */
export async function arrangeTable({ table, place }: ArrangeTableInput, audit: AuditContext) {
  assertOnPlan(place)
  await db.transaction(async (trx) => {
    const locked = await RestaurantTable.query({ client: trx })
      .where('id', table.id)
      .forUpdate()
      .firstOrFail()
    const before = layoutFields(locked)
    locked.merge({ posX: place.x, posY: place.y, width: place.width, height: place.height })
    await locked.save()
    await recordEvent(trx, {
      type: 'restaurant.table.arranged',
      subject: tableSubject(locked),
      before,
      after: layoutFields(locked),
      audit,
    })
    await broadcastTableStatus(trx, [locked.id])
    table.merge(locked.$attributes)
  })
}
