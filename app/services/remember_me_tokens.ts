import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/*
| Remember-me tokens that carry the security stamp of their user at issue time
| (README, Decisions, "Sessions"): a token signs in only while its user is active and
| still has that stamp, so a password change or a deactivation, which rotate the
| stamp, also end every "remember me".
*/
export class StampedRememberMeTokensProvider<
  TokenableModel extends LucidModel,
> extends DbRememberMeTokensProvider<TokenableModel> {
  async create(user: InstanceType<TokenableModel>, expiresIn: string | number) {
    const token = await super.create(user, expiresIn)
    const stamp = (user as unknown as { securityStamp: string }).securityStamp
    const client = await this.getDb()
    await client
      .from(this.table)
      .where('id', String(token.identifier))
      .update({ security_stamp: stamp })
    return token
  }

  async verify(tokenValue: Secret<string>) {
    const token = await super.verify(tokenValue)
    if (!token) return null
    const client = await this.getDb()
    const current = await client
      .from(`${this.table} as token`)
      .join('users as owner', 'owner.id', 'token.tokenable_id')
      .where('token.id', String(token.identifier))
      .where('owner.is_active', true)
      .whereRaw('token.security_stamp = owner.security_stamp')
      .select('token.id')
      .first()
    return current ? token : null
  }
}
