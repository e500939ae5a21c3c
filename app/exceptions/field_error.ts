import { errors } from '@vinejs/vine'

/**
 * A rule only the server can check (a wrong password, a used code) reported
 * like any validation error: next to its field, with nothing written.
 */
export function fieldError(field: string, message: string) {
  return new errors.E_VALIDATION_ERROR([{ field, message, rule: 'server' }])
}
