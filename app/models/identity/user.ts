import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { beforeCreate, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { UserSchema } from '#database/schema'
import Role from '#models/identity/role'
import { StampedRememberMeTokensProvider } from '#services/remember_me_tokens'

export default class User extends compose(
  UserSchema,
  withAuthFinder(hash, { uids: ['email'], passwordColumnName: 'password' })
) {
  static rememberMeTokens = new StampedRememberMeTokensProvider({ tokenableModel: User })

  @manyToMany(() => Role, { pivotTable: 'user_roles' })
  declare roles: ManyToMany<typeof Role>

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
