import type User from '#models/identity/user'
import { generateTotpSecret } from '#services/totp'
import { encryptTwoFactorSecret } from '#services/identity/two_factor_secret'

/** A fresh secret awaiting its first code; nothing changes while two-factor is on. */
export async function startTwoFactorSetup({ user }: { user: User }) {
  if (user.hasTwoFactor) return
  user.twoFactorSecret = encryptTwoFactorSecret(generateTotpSecret())
  user.twoFactorRecoveryCodes = null
  await user.save()
}
