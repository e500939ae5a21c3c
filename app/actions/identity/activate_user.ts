import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { recordEvent, userSubject, type EventInput } from '#services/record_event'

type ActivateUserInput = { user: User; actor: User; request?: EventInput['request'] }

/** Opens a deactivated account again; the user signs in afresh. */
export async function activateUser({ user, actor, request }: ActivateUserInput) {
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    if (locked.isActive) return
    locked.isActive = true
    await locked.save()
    await recordEvent(trx, {
      type: 'users.user.activated',
      actor,
      subject: userSubject(locked),
      before: { isActive: false },
      after: { isActive: true },
      request,
    })
  })
}
