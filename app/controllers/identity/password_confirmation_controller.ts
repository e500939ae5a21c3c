import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#validators/identity/auth'
import { markPasswordConfirmed } from '#services/password_confirmation'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

export default class PasswordConfirmationController {
  show({ inertia }: HttpContext) {
    return inertia.render('Auth/ConfirmPassword', {})
  }

  async store({ request, response, session, auth }: HttpContext) {
    const { password } = await request.validateUsing(confirmPasswordValidator)
    if (!(await hash.verify(auth.user!.password, password))) {
      throw fieldError('password', t('auth.password_incorrect'))
    }
    markPasswordConfirmed(session)
    const intended = session.pull('url_intended')
    return response.redirect(
      typeof intended === 'string' && intended.startsWith('/') && !intended.startsWith('//')
        ? intended
        : '/dashboard'
    )
  }
}
