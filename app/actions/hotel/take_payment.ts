import db from '@adonisjs/lucid/services/db'
import type { AuditContext } from '#services/audit_context'
import { recordPayment, type PaymentInput } from '#actions/hotel/record_payment'

/** A payment or deposit taken from the booking's page, in its own transaction. */
export function takePayment(input: PaymentInput, audit: AuditContext) {
  return db.transaction((trx) => recordPayment(trx, input, audit))
}
