import { DateTime } from 'luxon'
import type User from '#models/identity/user'
import { currentTotpStep, verifyTotp } from '#services/totp'
import { encryptRecoveryCodes, generateRecoveryCodes } from '#services/recovery_codes'
import { decryptTwoFactorSecret } from '#services/identity/two_factor_secret'
import { saveTwoFactorChange } from '#services/identity/two_factor_change'
import type { AuditContext } from '#services/audit_context'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** The first right code turns two-factor on; the recovery codes it returns are shown once. */
export async function confirmTwoFactor(
  { user, code }: { user: User; code: string },
  audit: AuditContext
) {
  const secret = decryptTwoFactorSecret(user)
  const step = secret && !user.hasTwoFactor ? verifyTotp(secret, code, null) : null
  if (step === null) throw new InvalidInputError(t('two_factor.code_invalid'), { field: 'code' })
  const codes = generateRecoveryCodes()
  user.merge({
    twoFactorConfirmedAt: DateTime.now(),
    twoFactorLastUsedStep: Math.max(step, currentTotpStep()),
    twoFactorRecoveryCodes: encryptRecoveryCodes(codes),
  })
  await saveTwoFactorChange(user, 'auth.two_factor.enabled', audit)
  return codes
}
