import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/identity/user'

export const ADMIN_EMAIL = 'admin@posada.test'

/**
 * Creates the demo Administrator once. Its password is POSADA_ADMIN_PASSWORD,
 * or a random one printed this one time. Returns the password only when the
 * account was created now.
 */
export async function seedAdministrator(client: QueryClientContract) {
  const existing = await User.query({ client }).where('email', ADMIN_EMAIL).first()
  if (existing) return { user: existing, password: null }

  const given = env.get('POSADA_ADMIN_PASSWORD')
  const password = given || randomBytes(12).toString('base64url')
  const user = await User.create(
    {
      fullName: 'Ada Administrator',
      email: ADMIN_EMAIL,
      password,
      emailVerifiedAt: DateTime.now(),
    },
    { client }
  )
  if (!given) {
    const banner = `\n  Demo Administrator created\n    e-mail:   ${ADMIN_EMAIL}\n    password: ${password}\n  (shown once; set POSADA_ADMIN_PASSWORD to choose it; the demo staff, e.g.\n  receptionist@posada.test, share this password)\n`
    process.stdout.write(banner)
  } else {
    logger.info('Demo Administrator created with POSADA_ADMIN_PASSWORD')
  }
  return { user, password }
}
