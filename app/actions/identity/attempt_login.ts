import limiter from '@adonisjs/limiter/services/main'
import User from '#models/identity/user'

export const LOGIN_MAX_FAILURES = 5

export type LoginAttempt =
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'failed' }
  | { outcome: 'inactive' }
  | { outcome: 'authenticated'; user: User }

function failuresLimiter() {
  return limiter.use({
    requests: LOGIN_MAX_FAILURES,
    duration: '1 minute',
    blockDuration: '1 minute',
  })
}

export function loginThrottleKey(email: string, ip: string) {
  return `login_${email.trim().toLowerCase()}_${ip}`
}

/**
 * Checks the credentials; five failures for one e-mail from one IP within a
 * minute lock that pair out for a minute. Success clears the counter.
 */
export async function attemptLogin(
  email: string,
  password: string,
  ip: string
): Promise<LoginAttempt> {
  const failures = failuresLimiter()
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
