import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import type User from '#models/identity/user'
import TwoFactorLockedNotification from '#mails/two_factor_locked_notification'
import { recordEvent, userSubject } from '#services/record_event'
import { absoluteUrl } from '#services/urls'

/*
| Wrong second-factor codes are counted per account, whatever the session, the IP or
| the number of password sign-ins they came through (README, Decisions, "Two-factor").
| TWO_FACTOR_MAX_FAILURES wrong codes (TOTP or recovery) within
| TWO_FACTOR_FAILURE_WINDOW lock the account's challenge: for 15 minutes the first
| time, then twice as long for each further lock within a day, at most a day. Each
| lock is recorded (`auth.two_factor.locked`) and mailed to the account's owner,
| since whoever typed the codes knew the password. A right code clears the count.
*/
export const TWO_FACTOR_MAX_FAILURES = 5
export const TWO_FACTOR_FAILURE_WINDOW = '15 minutes'
export const TWO_FACTOR_FIRST_LOCK_MINUTES = 15
export const TWO_FACTOR_LONGEST_LOCK_MINUTES = 24 * 60

function failures() {
  return limiter.use({ requests: TWO_FACTOR_MAX_FAILURES, duration: TWO_FACTOR_FAILURE_WINDOW })
}

/* How many locks the account had within a day: each one doubles the next. */
function locks() {
  return limiter.use({ requests: 1000, duration: '24 hours' })
}

const failuresKey = (user: User) => `2fa_user_${user.id}`
const locksKey = (user: User) => `2fa_locks_${user.id}`

export function lockMinutes(lockNumber: number) {
  return Math.min(
    TWO_FACTOR_FIRST_LOCK_MINUTES * 2 ** Math.max(0, lockNumber - 1),
    TWO_FACTOR_LONGEST_LOCK_MINUTES
  )
}

/** Seconds until the account's challenge opens again, or null when it is open. */
export async function twoFactorLockedFor(user: User): Promise<number | null> {
  const counter = failures()
  if (!(await counter.isBlocked(failuresKey(user)))) return null
  return Math.max(1, await counter.availableIn(failuresKey(user)))
}

/** Counts a wrong code; the one that reaches the limit locks the challenge and says so. */
export async function countTwoFactorFailure(user: User, ctx: HttpContext) {
  const counter = failures()
  /* Only the count that reaches the limit locks: codes racing past it lock (and mail) once. */
  const { consumed } = await counter.increment(failuresKey(user))
  if (consumed !== TWO_FACTOR_MAX_FAILURES) return { locked: false as const }

  const lock = await locks().increment(locksKey(user))
  const minutes = lockMinutes(lock.consumed)
  await counter.block(failuresKey(user), `${minutes} minutes`)
  await recordEvent(null, {
    type: 'auth.two_factor.locked',
    actor: user,
    subject: userSubject(user),
    metadata: { failures: TWO_FACTOR_MAX_FAILURES, minutes },
    request: ctx,
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

export async function clearTwoFactorFailures(user: User) {
  await failures().delete(failuresKey(user))
}
