import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customers/customer'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  assertNoDuplicate,
  customerAttributes,
  customerFields,
  customerSubject,
  duplicateViolation,
  type CustomerData,
} from '#actions/customers/customer_changes'

type UpdateCustomerInput = {
  customer: Customer
  data: CustomerData
  actor: User
  request?: EventInput['request']
}

/** Saves a customer; linking or unlinking a hotel guest profile is recorded as its own event. */
export function updateCustomer({ customer, data, actor, request }: UpdateCustomerInput) {
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
          actor,
          subject: customerSubject(locked),
          before,
          after,
          request,
        })
      if (before.guestId !== after.guestId)
        await recordEvent(trx, {
          type: after.guestId ? 'customers.customer.linked' : 'customers.customer.unlinked',
          actor,
          subject: customerSubject(locked),
          before: { guestId: before.guestId },
          after: { guestId: after.guestId },
          request,
        })
      customer.merge(locked.$attributes)
    })
  )
}
