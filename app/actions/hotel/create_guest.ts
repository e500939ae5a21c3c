import db from '@adonisjs/lucid/services/db'
import Guest from '#models/hotel/guest'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import {
  blockFields,
  guestAttributes,
  guestFields,
  guestSubject,
  requestedBlock,
  type GuestData,
} from '#services/hotel/guests'

/** A new guest, with its event (and a block event when created blocked) in the same transaction. */
export async function createGuest({ data }: { data: GuestData }, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const block = requestedBlock(data)
    const guest = await Guest.create({ ...guestAttributes(data), ...block }, { client: trx })
    await recordEvent(trx, {
      type: 'hotel.guest.created',
      subject: guestSubject(guest),
      after: guestFields(guest),
      audit,
    })
    if (guest.isBlocked) {
      await recordEvent(trx, {
        type: 'hotel.guest.blocked',
        subject: guestSubject(guest),
        after: blockFields(guest),
        metadata: { reason: guest.blockedReason },
        audit,
      })
    }
    return guest
  })
}
