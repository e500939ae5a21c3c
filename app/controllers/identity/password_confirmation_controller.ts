import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#validators/identity/auth'
import { markPasswordConfirmed } from '#services/password_confirmation'
import { InvalidInputError } from '#exceptions/domain_errors'
import { intendedUrl } from '#services/identity/sign_in'
import { t } from '#services/i18n'

export default class PasswordConfirmationController {
  show({ inertia }: HttpContext) {
    return inertia.render('Auth/ConfirmPassword', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const { password } = await request.validateUsing(confirmPasswordValidator)
    if (!(await hash.verify(auth.user!.password, password))) {
      throw new InvalidInputError(t('auth.password_incorrect'), { field: 'password' })
    }
    markPasswordConfirmed(session)
    return response.redirect(intendedUrl(ctx))
  }
}
