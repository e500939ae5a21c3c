import { DateTime } from 'luxon'
import QRCode from 'qrcode'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmTwoFactorValidator } from '#validators/settings/account'
import { currentTotpStep, generateTotpSecret, totpUri, verifyTotp } from '#services/totp'
import { encryptRecoveryCodes, generateRecoveryCodes } from '#services/recovery_codes'
import { decryptTwoFactorSecret, encryptTwoFactorSecret } from '#actions/identity/verify_second_factor'
import { fieldError } from '#exceptions/field_error'
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
        ? { qrCodeSvg: await QRCode.toString(totpUri(pendingSecret, user.email), { type: 'svg', margin: 1 }), setupKey: pendingSecret }
        : null,
      recoveryCodes: (session.flashMessages.get('recoveryCodes') as string[] | undefined) ?? null,
    })
  }

  async enable({ auth, response }: HttpContext) {
    const user = auth.user!
    if (!user.hasTwoFactor) {
      user.twoFactorSecret = encryptTwoFactorSecret(generateTotpSecret())
      user.twoFactorRecoveryCodes = null
      await user.save()
    }
    return response.redirect().toRoute('two_factor.show')
  }

  async confirm({ request, auth, response, session }: HttpContext) {
    const user = auth.user!
    const { code } = await request.validateUsing(confirmTwoFactorValidator)
    const secret = decryptTwoFactorSecret(user)
    const step = secret && !user.hasTwoFactor ? verifyTotp(secret, code, null) : null
    if (step === null) {
      throw fieldError('code', t('two_factor.code_invalid'))
    }
    const codes = generateRecoveryCodes()
    user.merge({
      twoFactorConfirmedAt: DateTime.now(),
      twoFactorLastUsedStep: Math.max(step, currentTotpStep()),
      twoFactorRecoveryCodes: encryptRecoveryCodes(codes),
    })
    await user.save()
    session.flash('recoveryCodes', codes)
    session.flash('success', t('two_factor.enabled_flash'))
    return response.redirect().toRoute('two_factor.show')
  }

  async regenerate({ auth, response, session }: HttpContext) {
    const user = auth.user!
    if (user.hasTwoFactor) {
      const codes = generateRecoveryCodes()
      user.twoFactorRecoveryCodes = encryptRecoveryCodes(codes)
      await user.save()
      session.flash('recoveryCodes', codes)
    }
    return response.redirect().toRoute('two_factor.show')
  }

  async disable({ auth, response, session }: HttpContext) {
    const user = auth.user!
    user.merge({ twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null, twoFactorLastUsedStep: null })
    await user.save()
    session.flash('success', t('two_factor.disabled_flash'))
    return response.redirect().toRoute('two_factor.show')
  }
}
