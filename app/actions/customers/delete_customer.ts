import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customers/customer'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { customerFields, customerSubject } from '#services/customers/customers'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** Deletes a customer with no history; one with reservations stays (their history belongs to the restaurant). */
export async function deleteCustomer({ customer }: { customer: Customer }, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await Customer.query({ client: trx })
      .where('id', customer.id)
      .forUpdate()
      .firstOrFail()
    const history = await trx.from('reservations').where('customer_id', locked.id).first()
    if (history) throw new NotAllowedError(t('customers.has_history', { name: locked.name }))
    const before = customerFields(locked)
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'customers.customer.deleted',
      subject: customerSubject(locked),
      before,
      audit,
    })
  })
}
