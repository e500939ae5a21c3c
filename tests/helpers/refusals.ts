import { errors } from '@vinejs/vine'
import { DomainError } from '#exceptions/domain_errors'

export type FormMessage = { field: string; message: string; rule: string }

/**
 * A refusal as a form shows it: a domain error that names its field becomes
 * the same message list the exception handler sends back with the page (as a
 * validation error's), so a test asserts what the user reads either way.
 */
export function formMessages(error: unknown): FormMessage[] {
  if (error instanceof DomainError && error.field)
    return [{ field: error.field, message: error.message, rule: 'server' }]
  if (error instanceof errors.E_VALIDATION_ERROR) return error.messages as FormMessage[]
  throw error
}

/** The messages of the refusal a promise ends in; fails if it is not refused. */
export async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return formMessages(error)
  }
  throw new Error('The action was not refused')
}
