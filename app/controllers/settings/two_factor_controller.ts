import QRCode from 'qrcode'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmTwoFactorValidator } from '#validators/settings/account'
import { totpUri } from '#services/totp'
import { decryptTwoFactorSecret } from '#services/identity/two_factor_secret'
import { startTwoFactorSetup } from '#actions/identity/start_two_factor_setup'
import { confirmTwoFactor } from '#actions/identity/confirm_two_factor'
import { regenerateRecoveryCodes } from '#actions/identity/regenerate_recovery_codes'
import { disableTwoFactor } from '#actions/identity/disable_two_factor'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/*
| Enable → QR code and setup key → confirm with a code → 8 recovery codes shown
| once. The secret is shown only while setup is unconfirmed; afterwards it never
| leaves the server.
*/
export default class TwoFactorController {
  async show({ inertia, auth, session }: HttpContext) {
    const user = auth.user!
    const pendingSecret = !user.hasTwoFactor ? decryptTwoFactorSecret(user) : null
    return inertia.render('Settings/TwoFactor', {
      enabled: user.hasTwoFactor,
      setup: pendingSecret
        ? {
            qrCodeSvg: await QRCode.toString(totpUri(pendingSecret, user.email), {
              type: 'svg',
              margin: 1,
            }),
            setupKey: pendingSecret,
          }
        : null,
      recoveryCodes: (session.flashMessages.get('recoveryCodes') as string[] | undefined) ?? null,
    })
  }

  async enable({ auth, response }: HttpContext) {
    await startTwoFactorSetup({ user: auth.user! })
    return response.redirect().toRoute('two_factor.show')
  }

  async confirm(ctx: HttpContext) {
    const { request, auth, response, session } = ctx
    const { code } = await request.validateUsing(confirmTwoFactorValidator)
    const codes = await confirmTwoFactor({ user: auth.user!, code }, auditOf(ctx))
    session.flash('recoveryCodes', codes)
    session.flash('success', t('two_factor.enabled_flash'))
    return response.redirect().toRoute('two_factor.show')
  }

  async regenerate(ctx: HttpContext) {
    const { auth, response, session } = ctx
    const codes = await regenerateRecoveryCodes({ user: auth.user! }, auditOf(ctx))
    if (codes) session.flash('recoveryCodes', codes)
    return response.redirect().toRoute('two_factor.show')
  }

  async disable(ctx: HttpContext) {
    const { auth, response, session } = ctx
    await disableTwoFactor({ user: auth.user! }, auditOf(ctx))
    session.flash('success', t('two_factor.disabled_flash'))
    return response.redirect().toRoute('two_factor.show')
  }
}
