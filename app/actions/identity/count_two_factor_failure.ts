import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import type User from '#models/identity/user'
import TwoFactorLockedNotification from '#mails/two_factor_locked_notification'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { absoluteUrl } from '#services/urls'
import {
  failuresKey,
  lockMinutes,
  locksKey,
  TWO_FACTOR_MAX_FAILURES,
  twoFactorFailures,
  twoFactorLocks,
} from '#services/identity/two_factor_lock'

/** Counts a wrong code; the one that reaches the limit locks the challenge and says so. */
export async function countTwoFactorFailure({ user }: { user: User }, audit: AuditContext) {
  const counter = twoFactorFailures()
  /* Only the count that reaches the limit locks: codes racing past it lock (and mail) once. */
  const { consumed } = await counter.increment(failuresKey(user))
  if (consumed !== TWO_FACTOR_MAX_FAILURES) return { locked: false as const }

  const lock = await twoFactorLocks().increment(locksKey(user))
  const minutes = lockMinutes(lock.consumed)
  await counter.block(failuresKey(user), `${minutes} minutes`)
  await recordEvent(null, {
    type: 'auth.two_factor.locked',
    actor: user,
    subject: userSubject(user),
    metadata: { failures: TWO_FACTOR_MAX_FAILURES, minutes },
    audit,
  })
  await mail.send(
    new TwoFactorLockedNotification(
      user,
      minutes,
      absoluteUrl(router.builder().make('password.request'))
    )
  )
  return { locked: true as const, minutes }
}
