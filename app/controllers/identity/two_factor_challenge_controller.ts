import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/identity/user'
import { twoFactorChallengeValidator } from '#validators/identity/auth'
import { intendedUrl, signIn } from '#services/identity/sign_in'
import { verifySecondFactor } from '#actions/identity/verify_second_factor'
import { countTwoFactorFailure } from '#actions/identity/count_two_factor_failure'
import { clearTwoFactorFailures, twoFactorLockedFor } from '#services/identity/two_factor_lock'
import { fieldError } from '#exceptions/field_error'
import { recordEvent, userSubject } from '#services/record_event'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/*
| The second step of a sign-in: the password was right, now a TOTP or recovery code.
| Wrong codes are limited per IP (start/limiter.ts) and per account, across sign-ins
| (app/services/identity/two_factor_lock.ts): a locked account's challenge refuses
| every code, right ones included, until the lock ends.
*/
export default class TwoFactorChallengeController {
  async create({ inertia, session, response }: HttpContext) {
    if (!session.get('login_id')) return response.redirect().toRoute('login')
    return inertia.render('Auth/TwoFactorChallenge', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const userId = session.get('login_id')
    const user = userId ? await User.find(userId) : null
    if (!user || !user.isActive || !user.hasTwoFactor) {
      session.forget('login_id')
      return response.redirect().toRoute('login')
    }

    const { code, recovery_code: recoveryCode } = await request.validateUsing(
      twoFactorChallengeValidator
    )
    const field = code ? 'code' : 'recovery_code'
    const lockedFor = await twoFactorLockedFor(user)
    if (lockedFor !== null) {
      throw fieldError(field, t('auth.two_factor_locked', { minutes: Math.ceil(lockedFor / 60) }))
    }

    const accepted = await verifySecondFactor(user, { code, recoveryCode })
    if (!accepted) {
      await recordEvent(null, {
        type: 'auth.two_factor.failed',
        actor: user,
        subject: userSubject(user),
        metadata: { method: code ? 'totp' : 'recovery_code' },
        audit: auditOf(ctx),
      })
      const failure = await countTwoFactorFailure({ user }, auditOf(ctx))
      if (failure.locked) {
        throw fieldError(field, t('auth.two_factor_locked', { minutes: failure.minutes }))
      }
      throw fieldError(
        field,
        t(code ? 'auth.two_factor_invalid' : 'auth.two_factor_recovery_invalid')
      )
    }
    await clearTwoFactorFailures(user)

    const remember = Boolean(session.pull('login_remember'))
    session.forget('login_id')
    await signIn(ctx, user, remember, code ? 'totp' : 'recovery_code')
    return response.redirect(intendedUrl(ctx))
  }
}
