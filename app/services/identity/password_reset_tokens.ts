import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export const RESET_TOKEN_TTL_MINUTES = 60

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/** Issues a reset token (only its hash is stored); earlier unused tokens of the user stop working. */
export async function issueResetToken(userId: number) {
  const token = randomBytes(32).toString('hex')
  await db.transaction(async (trx) => {
    await trx.from('password_reset_tokens').where('user_id', userId).whereNull('used_at').delete()
    await trx.table('password_reset_tokens').insert({
      user_id: userId,
      token_hash: digest(token),
      expires_at: DateTime.now().plus({ minutes: RESET_TOKEN_TTL_MINUTES }).toJSDate(),
      created_at: new Date(),
    })
  })
  return token
}

/**
 * Marks the user's token used and tells whether it was valid: known, not
 * expired, not used before. The row lock makes a token single-use even under
 * concurrent requests.
 */
export async function consumeResetToken(
  trx: TransactionClientContract,
  token: string,
  userId: number
) {
  const row = await trx
    .from('password_reset_tokens')
    .where('token_hash', digest(token))
    .where('user_id', userId)
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .forUpdate()
    .first()
  if (!row) return false
  await trx.from('password_reset_tokens').where('id', row.id).update({ used_at: new Date() })
  return true
}
