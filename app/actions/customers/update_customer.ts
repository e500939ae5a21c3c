import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customers/customer'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertNoDuplicate,
  customerAttributes,
  customerFields,
  customerSubject,
  duplicateViolation,
  type CustomerData,
} from '#services/customers/customers'

type UpdateCustomerInput = { customer: Customer; data: CustomerData }

/** Saves a customer; linking or unlinking a hotel guest profile is recorded as its own event. */
export function updateCustomer({ customer, data }: UpdateCustomerInput, audit: AuditContext) {
  return duplicateViolation(() =>
    db.transaction(async (trx) => {
      const locked = await Customer.query({ client: trx })
        .where('id', customer.id)
        .forUpdate()
        .firstOrFail()
      const before = customerFields(locked)
      const attributes = customerAttributes(data)
      await assertNoDuplicate(trx, attributes, locked.id)
      locked.merge(attributes)
      await locked.save()
      const after = customerFields(locked)
      if (JSON.stringify(before) !== JSON.stringify(after))
        await recordEvent(trx, {
          type: 'customers.customer.updated',
          subject: customerSubject(locked),
          before,
          after,
          audit,
        })
      if (before.guestId !== after.guestId)
        await recordEvent(trx, {
          type: after.guestId ? 'customers.customer.linked' : 'customers.customer.unlinked',
          subject: customerSubject(locked),
          before: { guestId: before.guestId },
          after: { guestId: after.guestId },
          audit,
        })
      customer.merge(locked.$attributes)
    })
  )
}
