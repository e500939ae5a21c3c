import { randomBytes, timingSafeEqual } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'

export const RECOVERY_CODE_COUNT = 8

/* Recovery codes are stored encrypted as one JSON list; a used code is removed from it. */
export function generateRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(10).toString('hex')
    return `${raw.slice(0, 10)}-${raw.slice(10)}`
  })
}

export function encryptRecoveryCodes(codes: string[]) {
  return encryption.encrypt(JSON.stringify(codes), undefined, 'two_factor_recovery_codes')
}

export function decryptRecoveryCodes(value: string | null): string[] {
  if (!value) return []
  const json = encryption.decrypt<string>(value, 'two_factor_recovery_codes')
  return json ? (JSON.parse(json) as string[]) : []
}

/** Returns the remaining codes once `candidate` is consumed, or null when it matches none. */
export function consumeRecoveryCode(codes: string[], candidate: string) {
  const given = Buffer.from(candidate.trim().toLowerCase())
  const index = codes.findIndex((code) => {
    const stored = Buffer.from(code)
    return stored.length === given.length && timingSafeEqual(stored, given)
  })
  if (index === -1) return null
  return codes.filter((_, position) => position !== index)
}
