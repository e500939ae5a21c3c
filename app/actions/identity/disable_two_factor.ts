import type User from '#models/identity/user'
import { saveTwoFactorChange } from '#services/identity/two_factor_change'
import type { AuditContext } from '#services/audit_context'

/** Turns two-factor off, or drops a setup never confirmed (only the former is an event). */
export async function disableTwoFactor({ user }: { user: User }, audit: AuditContext) {
  const wasEnabled = user.hasTwoFactor
  user.merge({
    twoFactorSecret: null,
    twoFactorRecoveryCodes: null,
    twoFactorConfirmedAt: null,
    twoFactorLastUsedStep: null,
  })
  if (wasEnabled) await saveTwoFactorChange(user, 'auth.two_factor.disabled', audit)
  else await user.save()
}
