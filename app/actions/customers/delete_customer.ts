import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customers/customer'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { customerFields, customerSubject } from '#actions/customers/customer_changes'
import { t } from '#services/i18n'

export class CustomerRefused extends Error {}

type DeleteCustomerInput = { customer: Customer; actor: User; request?: EventInput['request'] }

/** Deletes a customer with no history; one with reservations stays (their history belongs to the restaurant). */
export async function deleteCustomer({ customer, actor, request }: DeleteCustomerInput) {
  await db.transaction(async (trx) => {
    const locked = await Customer.query({ client: trx })
      .where('id', customer.id)
      .forUpdate()
      .firstOrFail()
    const history = await trx.from('reservations').where('customer_id', locked.id).first()
    if (history) throw new CustomerRefused(t('customers.has_history', { name: locked.name }))
    const before = customerFields(locked)
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'customers.customer.deleted',
      actor,
      subject: customerSubject(locked),
      before,
      request,
    })
  })
}
