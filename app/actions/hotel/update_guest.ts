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

type UpdateGuestInput = { guest: Guest; data: GuestData }

/** Saves the guest; the changed fields and any block or unblock are recorded with it. */
export async function updateGuest({ guest, data }: UpdateGuestInput, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await Guest.query({ client: trx })
      .where('id', guest.id)
      .forUpdate()
      .firstOrFail()
    const before = guestFields(locked)
    const blockBefore = blockFields(locked)
    locked.merge({ ...guestAttributes(data), ...requestedBlock(data) })
    await locked.save()
    const after = guestFields(locked)
    const blockAfter = blockFields(locked)
    const subject = guestSubject(locked)
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordEvent(trx, {
        type: 'hotel.guest.updated',
        subject,
        before,
        after,
        audit,
      })
    }
    if (JSON.stringify(blockBefore) !== JSON.stringify(blockAfter)) {
      const type = blockAfter.isBlocked ? 'hotel.guest.blocked' : 'hotel.guest.unblocked'
      await recordEvent(trx, {
        type,
        subject,
        before: blockBefore,
        after: blockAfter,
        metadata: { reason: blockAfter.blockedReason || blockBefore.blockedReason },
        audit,
      })
    }
    guest.merge({ ...after, birthDate: locked.birthDate, ...blockAfter })
  })
}
