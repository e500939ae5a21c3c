import db from '@adonisjs/lucid/services/db'
import Guest from '#models/hotel/guest'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  blockFields,
  guestAttributes,
  guestFields,
  guestSubject,
  requestedBlock,
  type GuestData,
} from '#actions/hotel/guest_changes'

type UpdateGuestInput = {
  guest: Guest
  data: GuestData
  actor: User
  request?: EventInput['request']
}

/** Saves the guest; the changed fields and any block or unblock are recorded with it. */
export async function updateGuest({ guest, data, actor, request }: UpdateGuestInput) {
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
        actor,
        subject,
        before,
        after,
        request,
      })
    }
    if (JSON.stringify(blockBefore) !== JSON.stringify(blockAfter)) {
      const type = blockAfter.isBlocked ? 'hotel.guest.blocked' : 'hotel.guest.unblocked'
      await recordEvent(trx, {
        type,
        actor,
        subject,
        before: blockBefore,
        after: blockAfter,
        metadata: { reason: blockAfter.blockedReason || blockBefore.blockedReason },
        request,
      })
    }
    guest.merge({ ...after, birthDate: locked.birthDate, ...blockAfter })
  })
}
