import type { Session } from '@adonisjs/session'

const SESSION_KEY = 'password_confirmed_at'
export const PASSWORD_CONFIRMATION_TIMEOUT_MS = 3 * 60 * 60 * 1000

export function markPasswordConfirmed(session: Session) {
  session.put(SESSION_KEY, Date.now())
}

export function passwordRecentlyConfirmed(session: Session) {
  const confirmedAt = Number(session.get(SESSION_KEY, 0))
  return Date.now() - confirmedAt < PASSWORD_CONFIRMATION_TIMEOUT_MS
}
