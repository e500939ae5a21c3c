import encryption from '@adonisjs/core/services/encryption'
import type User from '#models/identity/user'

/* The TOTP secret is stored encrypted, under a purpose of its own. */
export function decryptTwoFactorSecret(user: User) {
  return user.twoFactorSecret
    ? encryption.decrypt<string>(user.twoFactorSecret, 'two_factor_secret')
    : null
}

export function encryptTwoFactorSecret(secret: string) {
  return encryption.encrypt(secret, undefined, 'two_factor_secret')
}
