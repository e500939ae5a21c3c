import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { beforeCreate } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import { UserSchema } from '#database/schema'

export default class User extends compose(UserSchema, withAuthFinder(hash, { uids: ['email'], passwordColumnName: 'password' })) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  static newSecurityStamp() {
    return randomBytes(24).toString('hex')
  }

  @beforeCreate()
  static assignSecurityStamp(user: User) {
    user.securityStamp ??= User.newSecurityStamp()
  }

  get hasTwoFactor() {
    return this.twoFactorConfirmedAt !== null && this.twoFactorConfirmedAt !== undefined
  }

  get initials() {
    return this.fullName
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('')
  }
}
