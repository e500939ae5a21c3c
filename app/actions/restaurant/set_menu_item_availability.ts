import db from '@adonisjs/lucid/services/db'
import MenuItem from '#models/restaurant/menu_item'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { itemSubject } from '#services/restaurant/menu'
import { broadcastMenuItem } from '#services/restaurant/broadcasts'

/** Sold out, or available again: at once on every POS screen. */
export async function setAvailability(
  { item, available }: { item: MenuItem; available: boolean },
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    const locked = await MenuItem.query({ client: trx })
      .where('id', item.id)
      .forUpdate()
      .firstOrFail()
    if (locked.isAvailable === available) return
    locked.isAvailable = available
    await locked.save()
    await recordEvent(trx, {
      type: available ? 'restaurant.menu_item.available' : 'restaurant.menu_item.sold_out',
      subject: itemSubject(locked),
      before: { isAvailable: !available },
      after: { isAvailable: available },
      audit,
    })
    broadcastMenuItem(trx, locked)
    item.merge({ isAvailable: available })
  })
}
