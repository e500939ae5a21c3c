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

type CreateGuestInput = { data: GuestData; actor: User; request?: EventInput['request'] }

/** A new guest, with its event (and a block event when created blocked) in the same transaction. */
export async function createGuest({ data, actor, request }: CreateGuestInput) {
  return db.transaction(async (trx) => {
    const block = requestedBlock(data)
    const guest = await Guest.create({ ...guestAttributes(data), ...block }, { client: trx })
    await recordEvent(trx, {
      type: 'hotel.guest.created',
      actor,
      subject: guestSubject(guest),
      after: guestFields(guest),
      request,
    })
    if (guest.isBlocked) {
      await recordEvent(trx, {
        type: 'hotel.guest.blocked',
        actor,
        subject: guestSubject(guest),
        after: blockFields(guest),
        metadata: { reason: guest.blockedReason },
        request,
      })
    }
    return guest
  })
}
