import User from '#models/identity/user'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { loginFailures, loginThrottleKey } from '#services/identity/login_throttle'

export type LoginAttempt =
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'failed' }
  | { outcome: 'inactive' }
  | { outcome: 'authenticated'; user: User }

/**
 * Checks the credentials; failures are counted per e-mail and IP (the audit's),
 * and a refused attempt is recorded under the e-mail it tried.
 */
export async function attemptLogin(
  { email, password }: { email: string; password: string },
  audit: AuditContext
): Promise<LoginAttempt> {
  const attempt = await check(email, password, audit.ip ?? '')
  if (attempt.outcome !== 'authenticated')
    await recordEvent(null, {
      type: attempt.outcome === 'throttled' ? 'auth.login.throttled' : 'auth.login.failed',
      actorLabel: email,
      metadata: { reason: attempt.outcome },
      audit,
    })
  return attempt
}

async function check(email: string, password: string, ip: string): Promise<LoginAttempt> {
  const failures = loginFailures()
  const key = loginThrottleKey(email, ip)
  if (await failures.isBlocked(key)) {
    return { outcome: 'throttled', retryAfterSeconds: Math.max(1, await failures.availableIn(key)) }
  }

  try {
    const user = await User.verifyCredentials(email, password)
    await failures.delete(key)
    if (!user.isActive) return { outcome: 'inactive' }
    return { outcome: 'authenticated', user }
  } catch {
    const response = await failures.increment(key)
    if (response.remaining <= 0) {
      await failures.block(key, '1 minute')
    }
    return { outcome: 'failed' }
  }
}
