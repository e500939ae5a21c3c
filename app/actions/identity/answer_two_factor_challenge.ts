import type User from '#models/identity/user'
import { verifySecondFactor } from '#actions/identity/verify_second_factor'
import { countTwoFactorFailure } from '#actions/identity/count_two_factor_failure'
import { clearTwoFactorFailures, twoFactorLockedFor } from '#services/identity/two_factor_lock'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type ChallengeAnswer = { user: User; code?: string; recoveryCode?: string }

/**
 * The second step of a sign-in: a TOTP or recovery code. A locked account's
 * challenge refuses every code, right ones included, until the lock ends; a
 * wrong code is recorded and counted (app/services/identity/two_factor_lock.ts),
 * a right one clears the count. Refusals name the field the code was typed in.
 */
export async function answerTwoFactorChallenge(
  { user, code, recoveryCode }: ChallengeAnswer,
  audit: AuditContext
) {
  const field = code ? 'code' : 'recovery_code'
  const lockedFor = await twoFactorLockedFor(user)
  if (lockedFor !== null)
    throw new NotAllowedError(t('auth.two_factor_locked', { minutes: Math.ceil(lockedFor / 60) }), {
      field,
    })

  if (await verifySecondFactor(user, { code, recoveryCode })) {
    await clearTwoFactorFailures(user)
    return
  }
  await recordEvent(null, {
    type: 'auth.two_factor.failed',
    actor: user,
    subject: userSubject(user),
    metadata: { method: code ? 'totp' : 'recovery_code' },
    audit,
  })
  const failure = await countTwoFactorFailure({ user }, audit)
  if (failure.locked)
    throw new NotAllowedError(t('auth.two_factor_locked', { minutes: failure.minutes }), {
      field,
    })
  throw new InvalidInputError(
    t(code ? 'auth.two_factor_invalid' : 'auth.two_factor_recovery_invalid'),
    { field }
  )
}
