import type User from '#models/identity/user'
import { encryptRecoveryCodes, generateRecoveryCodes } from '#services/recovery_codes'
import { saveTwoFactorChange } from '#services/identity/two_factor_change'
import type { AuditContext } from '#services/audit_context'

/** New recovery codes replace the old ones (shown once); null when two-factor is off. */
export async function regenerateRecoveryCodes({ user }: { user: User }, audit: AuditContext) {
  if (!user.hasTwoFactor) return null
  const codes = generateRecoveryCodes()
  user.twoFactorRecoveryCodes = encryptRecoveryCodes(codes)
  await saveTwoFactorChange(user, 'auth.two_factor.recovery_codes_regenerated', audit)
  return codes
}
