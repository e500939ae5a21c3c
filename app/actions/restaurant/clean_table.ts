import db from '@adonisjs/lucid/services/db'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { tableSubject } from '#services/restaurant/tables'
import { broadcastTableStatus } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'
import { NotAllowedError } from '#exceptions/domain_errors'

type CleanTableInput = { table: RestaurantTable }

/** "Cleaned": a table left by its party is ready again. Only a table that needs cleaning can be cleaned. */
export async function cleanTable({ table }: CleanTableInput, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await RestaurantTable.query({ client: trx })
      .where('id', table.id)
      .forUpdate()
      .firstOrFail()
    if (!locked.needsCleaningSince)
      throw new NotAllowedError(t('restaurant.tables.not_dirty', { name: locked.name }))
    const since = locked.needsCleaningSince.toISO()
    locked.needsCleaningSince = null
    await locked.save()
    await recordEvent(trx, {
      type: 'restaurant.table.cleaned',
      subject: tableSubject(locked),
      metadata: { needsCleaningSince: since },
      audit,
    })
    await broadcastTableStatus(trx, [locked.id])
    table.merge({ needsCleaningSince: null })
  })
}
