import { Exception } from '@adonisjs/core/exceptions'

/*
| What an action refuses, by kind. Actions throw these and know nothing of
| HTTP; the exception handler (app/exceptions/handler.ts) is the one place
| that turns them into answers:
|
| - a page or form (Inertia, HTML): with a `field`, the message under that
|   field, as any validation error; without, the message as the page's flash;
|   either way back to the page, with nothing written;
| - a JSON client: the status below with { code, message, field, errors }.
|
| The transaction the action opened has rolled back by the time either answer
| is sent.
*/
export type DomainErrorOptions = { field?: string; cause?: unknown }

export abstract class DomainError extends Exception {
  /** The form field the message belongs under, if one does. */
  readonly field: string | null

  constructor(message: string, options: DomainErrorOptions = {}) {
    const { code, status } = new.target as unknown as { code: string; status: number }
    super(message, { code, status, cause: options.cause })
    this.field = options.field ?? null
  }
}

/** A clash with other data: a room already booked, a number already taken. */
export class ConflictError extends DomainError {
  static code = 'E_CONFLICT'
  static status = 409
}

/** The record changed since the form was opened: reload and try again. */
export class StaleEditError extends DomainError {
  static code = 'E_STALE_EDIT'
  static status = 409
}

/** The record's state, or a rule of the business, forbids it now (a lifecycle move, deleting what is used). */
export class NotAllowedError extends DomainError {
  static code = 'E_NOT_ALLOWED'
  static status = 409
}

/** A value only the server can judge: a line not on the order, a date outside the stay, a wrong code. */
export class InvalidInputError extends DomainError {
  static code = 'E_INVALID_INPUT'
  static status = 422
}
