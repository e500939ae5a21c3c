import db from '@adonisjs/lucid/services/db'
import RestaurantTable from '#models/restaurant/restaurant_table'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { tableSubject } from '#actions/restaurant/table_changes'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'

export class TableRefused extends Error {}

type CleanTableInput = { table: RestaurantTable; actor: User; request?: EventInput['request'] }

/** "Cleaned": a table left by its party is ready again. Only a table that needs cleaning can be cleaned. */
export async function cleanTable({ table, actor, request }: CleanTableInput) {
  await db.transaction(async (trx) => {
    const locked = await RestaurantTable.query({ client: trx })
      .where('id', table.id)
      .forUpdate()
      .firstOrFail()
    if (!locked.needsCleaningSince)
      throw new TableRefused(t('restaurant.tables.not_dirty', { name: locked.name }))
    const since = locked.needsCleaningSince.toISO()
    locked.needsCleaningSince = null
    await locked.save()
    await recordEvent(trx, {
      type: 'restaurant.table.cleaned',
      actor,
      subject: tableSubject(locked),
      metadata: { needsCleaningSince: since },
      request,
    })
    await broadcastTableStatus(trx, [locked.id])
    table.merge({ needsCleaningSince: null })
  })
}
