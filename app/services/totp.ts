/*
| Time-based one-time passwords (RFC 6238): 6 digits, 30-second step, one step
| of clock drift either way. A step once accepted can never be used again.
*/
import { Secret, TOTP } from 'otpauth'

const PERIOD_SECONDS = 30
const WINDOW = 1

export function generateTotpSecret() {
  return new Secret({ size: 20 }).base32
}

function totpFor(secret: string, label = '') {
  return new TOTP({
    issuer: 'Posada',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

export function totpUri(secret: string, label: string) {
  return totpFor(secret, label).toString()
}

export function currentTotpStep(timestamp = Date.now()) {
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS)
}

/**
 * Returns the time step the code belongs to, or null when it is wrong or was
 * already used (its step is not newer than the last accepted one).
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  timestamp = Date.now()
) {
  const delta = totpFor(secret).validate({ token: code, window: WINDOW, timestamp })
  if (delta === null) return null
  const step = currentTotpStep(timestamp) + delta
  if (lastUsedStep !== null && step <= lastUsedStep) return null
  return step
}

export function generateTotpCode(secret: string, timestamp = Date.now()) {
  return totpFor(secret).generate({ timestamp })
}
