import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { verifyTotp } from '#services/totp'
import { decryptTwoFactorSecret } from '#services/identity/two_factor_secret'
import {
  consumeRecoveryCode,
  decryptRecoveryCodes,
  encryptRecoveryCodes,
} from '#services/recovery_codes'

/**
 * Accepts a TOTP code (never the same time step twice) or a recovery code
 * (removed once used). The user row is locked so two requests racing with the
 * same code cannot both succeed.
 */
export async function verifySecondFactor(
  user: User,
  input: { code?: string; recoveryCode?: string }
) {
  return db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    if (input.code) {
      const secret = decryptTwoFactorSecret(locked)
      const step = secret
        ? verifyTotp(
            secret,
            input.code,
            locked.twoFactorLastUsedStep ? Number(locked.twoFactorLastUsedStep) : null
          )
        : null
      if (step === null) return false
      locked.twoFactorLastUsedStep = step
      await locked.save()
      return true
    }
    if (input.recoveryCode) {
      const remaining = consumeRecoveryCode(
        decryptRecoveryCodes(locked.twoFactorRecoveryCodes),
        input.recoveryCode
      )
      if (!remaining) return false
      locked.twoFactorRecoveryCodes = encryptRecoveryCodes(remaining)
      await locked.save()
      return true
    }
    return false
  })
}
