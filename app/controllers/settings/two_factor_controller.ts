import { DateTime } from 'luxon'
import QRCode from 'qrcode'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmTwoFactorValidator } from '#validators/settings/account'
import { currentTotpStep, generateTotpSecret, totpUri, verifyTotp } from '#services/totp'
import { encryptRecoveryCodes, generateRecoveryCodes } from '#services/recovery_codes'
import {
  decryptTwoFactorSecret,
  encryptTwoFactorSecret,
} from '#services/identity/two_factor_secret'
import { fieldError } from '#exceptions/field_error'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
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
    const user = auth.user!
    if (!user.hasTwoFactor) {
      user.twoFactorSecret = encryptTwoFactorSecret(generateTotpSecret())
      user.twoFactorRecoveryCodes = null
      await user.save()
    }
    return response.redirect().toRoute('two_factor.show')
  }

  async confirm(ctx: HttpContext) {
    const { request, auth, response, session } = ctx
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
    await this.#saveWithEvent(ctx, user, 'auth.two_factor.enabled')
    session.flash('recoveryCodes', codes)
    session.flash('success', t('two_factor.enabled_flash'))
    return response.redirect().toRoute('two_factor.show')
  }

  async regenerate(ctx: HttpContext) {
    const { auth, response, session } = ctx
    const user = auth.user!
    if (user.hasTwoFactor) {
      const codes = generateRecoveryCodes()
      user.twoFactorRecoveryCodes = encryptRecoveryCodes(codes)
      await this.#saveWithEvent(ctx, user, 'auth.two_factor.recovery_codes_regenerated')
      session.flash('recoveryCodes', codes)
    }
    return response.redirect().toRoute('two_factor.show')
  }

  async disable(ctx: HttpContext) {
    const { auth, response, session } = ctx
    const user = auth.user!
    const wasEnabled = user.hasTwoFactor
    user.merge({
      twoFactorSecret: null,
      twoFactorRecoveryCodes: null,
      twoFactorConfirmedAt: null,
      twoFactorLastUsedStep: null,
    })
    if (wasEnabled) await this.#saveWithEvent(ctx, user, 'auth.two_factor.disabled')
    else await user.save()
    session.flash('success', t('two_factor.disabled_flash'))
    return response.redirect().toRoute('two_factor.show')
  }

  /** The change and its activity-log line commit together. */
  async #saveWithEvent(
    ctx: HttpContext,
    user: User,
    type:
      | 'auth.two_factor.enabled'
      | 'auth.two_factor.disabled'
      | 'auth.two_factor.recovery_codes_regenerated'
  ) {
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      await user.save()
      await recordEvent(trx, { type, actor: user, subject: userSubject(user), audit: auditOf(ctx) })
    })
  }
}
