import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { consumeResetToken } from '#services/identity/password_reset_tokens'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type ResetPasswordInput = { email: string; token: string; password: string }

/**
 * Sets a new password with a reset link's token: the token is used up, every
 * session of the account ends and its remember-me tokens stop working. An
 * unknown, expired or used token is refused on the e-mail field.
 */
export async function resetPassword(
  { email, token, password }: ResetPasswordInput,
  audit: AuditContext
) {
  const candidate = await User.query()
    .whereRaw('email = ?::citext', [email])
    .where('is_active', true)
    .first()
  const done = await db.transaction(async (trx) => {
    if (!candidate || !(await consumeResetToken(trx, token, candidate.id))) return false
    const user = await User.findOrFail(candidate.id, { client: trx })
    user.password = password
    user.securityStamp = User.newSecurityStamp()
    await user.save()
    await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    await recordEvent(trx, {
      type: 'auth.password.reset',
      actor: user,
      subject: userSubject(user),
      audit,
    })
    return true
  })
  if (!done) throw new InvalidInputError(t('auth.reset_token_invalid'), { field: 'email' })
}
