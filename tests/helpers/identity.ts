import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/identity/user_factory'
import { generateTotpSecret } from '#services/totp'
import { encryptRecoveryCodes, generateRecoveryCodes } from '#services/recovery_codes'
import { encryptTwoFactorSecret } from '#services/identity/two_factor_secret'

export { FACTORY_PASSWORD } from '#database/factories/identity/user_factory'

export function createUser(overrides: Parameters<typeof UserFactory.merge>[0] = {}) {
  return UserFactory.merge(overrides).create()
}

/** A user with confirmed two-factor sign-in; returns the TOTP secret and recovery codes too. */
export async function createUserWithTwoFactor() {
  const user = await createUser()
  const secret = generateTotpSecret()
  const recoveryCodes = generateRecoveryCodes()
  user.merge({
    twoFactorSecret: encryptTwoFactorSecret(secret),
    twoFactorRecoveryCodes: encryptRecoveryCodes(recoveryCodes),
    twoFactorConfirmedAt: DateTime.now(),
  })
  await user.save()
  return { user, secret, recoveryCodes }
}
