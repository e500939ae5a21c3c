import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/identity/user'

/*
| Wrong second-factor codes are counted per account, whatever the session, the IP or
| the number of password sign-ins they came through (README, Decisions, "Two-factor").
| TWO_FACTOR_MAX_FAILURES wrong codes (TOTP or recovery) within
| TWO_FACTOR_FAILURE_WINDOW lock the account's challenge: for 15 minutes the first
| time, then twice as long for each further lock within a day, at most a day. Each
| lock is recorded (app/actions/identity/count_two_factor_failure.ts) (`auth.two_factor.locked`) and mailed to the account's owner,
| since whoever typed the codes knew the password. A right code clears the count.
*/
export const TWO_FACTOR_MAX_FAILURES = 5
export const TWO_FACTOR_FAILURE_WINDOW = '15 minutes'
export const TWO_FACTOR_FIRST_LOCK_MINUTES = 15
export const TWO_FACTOR_LONGEST_LOCK_MINUTES = 24 * 60

export function twoFactorFailures() {
  return limiter.use({ requests: TWO_FACTOR_MAX_FAILURES, duration: TWO_FACTOR_FAILURE_WINDOW })
}

/* How many locks the account had within a day: each one doubles the next. */
export function twoFactorLocks() {
  return limiter.use({ requests: 1000, duration: '24 hours' })
}

export const failuresKey = (user: User) => `2fa_user_${user.id}`
export const locksKey = (user: User) => `2fa_locks_${user.id}`

export function lockMinutes(lockNumber: number) {
  return Math.min(
    TWO_FACTOR_FIRST_LOCK_MINUTES * 2 ** Math.max(0, lockNumber - 1),
    TWO_FACTOR_LONGEST_LOCK_MINUTES
  )
}

/** Seconds until the account's challenge opens again, or null when it is open. */
export async function twoFactorLockedFor(user: User): Promise<number | null> {
  const counter = twoFactorFailures()
  if (!(await counter.isBlocked(failuresKey(user)))) return null
  return Math.max(1, await counter.availableIn(failuresKey(user)))
}

export async function clearTwoFactorFailures(user: User) {
  await twoFactorFailures().delete(failuresKey(user))
}
