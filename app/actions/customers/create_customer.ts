import db from '@adonisjs/lucid/services/db'
import type { AuditContext } from '#services/audit_context'
import {
  assertNoDuplicate,
  customerAttributes,
  duplicateViolation,
  insertCustomer,
  type CustomerData,
} from '#services/customers/customers'

/*
| This file is the customers' public API to the other modules (eslint.config.js):
| a restaurant reservation taken by name and phone finds or creates its
| customer in its own transaction through customerByPhone.
*/
export { customerByPhone } from '#services/customers/customers'

/** A new customer, unless one with the same e-mail, phone or guest profile exists (the message names them). */
export function createCustomer({ data }: { data: CustomerData }, audit: AuditContext) {
  return duplicateViolation(() =>
    db.transaction(async (trx) => {
      const attributes = customerAttributes(data)
      await assertNoDuplicate(trx, attributes)
      return insertCustomer(trx, attributes, audit)
    })
  )
}
