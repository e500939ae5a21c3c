import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/identity/user'

/** The signed-in user as every page sees it: no password, 2FA secret or token is ever picked. */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'fullName', 'email', 'initials']),
      emailVerified: Boolean(this.resource.emailVerifiedAt),
      twoFactorEnabled: this.resource.hasTwoFactor,
    }
  }
}
