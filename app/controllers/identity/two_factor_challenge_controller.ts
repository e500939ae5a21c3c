import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/identity/user'
import { twoFactorChallengeValidator } from '#validators/identity/auth'
import { intendedUrl, signIn } from '#services/identity/sign_in'
import { answerTwoFactorChallenge } from '#actions/identity/answer_two_factor_challenge'
import { auditOf } from '#services/audit_context'

/*
| The second step of a sign-in: the password was right, now a TOTP or recovery code.
| Wrong codes are limited per IP (start/limiter.ts) and per account, across sign-ins
| (app/actions/identity/answer_two_factor_challenge.ts): a locked account's challenge
| refuses every code, right ones included, until the lock ends.
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
    await answerTwoFactorChallenge({ user, code, recoveryCode }, auditOf(ctx))

    const remember = Boolean(session.pull('login_remember'))
    session.forget('login_id')
    await signIn(ctx, user, remember, code ? 'totp' : 'recovery_code')
    return response.redirect(intendedUrl(ctx))
  }
}
