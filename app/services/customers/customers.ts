import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customers/customer'
import { ConflictError } from '#exceptions/domain_errors'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { t } from '#services/i18n'
import type { customerValidator } from '#validators/customers/customers'

/* A customer's rules, and what the activity log says about them. */

export type CustomerData = Infer<typeof customerValidator>

/** The phone as duplicates are compared: its digits only (the database computes the same). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '')

export function customerSubject(customer: Pick<Customer, 'id' | 'name'>) {
  return { type: 'customer', id: customer.id, label: customer.name }
}

export function customerFields(customer: Customer) {
  return {
    kind: customer.kind,
    name: customer.name,
    taxId: customer.taxId,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    notes: customer.notes,
    marketingConsent: customer.marketingConsent,
    tags: customer.tags,
    guestId: customer.guestId,
  }
}

export function customerAttributes(data: CustomerData) {
  return {
    kind: data.kind,
    name: data.name,
    taxId: data.tax_id ?? '',
    email: data.email ?? null,
    phone: data.phone ?? '',
    address: data.address ?? '',
    notes: data.notes ?? '',
    marketingConsent: data.marketing_consent ?? false,
    tags: [...new Set(data.tags ?? [])],
    guestId: data.guest_id ?? null,
  }
}

const duplicate = (field: string, message: string) => new ConflictError(message, { field })

/**
 * Refuses a second customer with the same e-mail, phone (digits compared) or
 * hotel guest profile, naming the customer who already has it. The unique
 * indexes say the same under concurrency (see duplicateViolation).
 */
export async function assertNoDuplicate(
  trx: TransactionClientContract,
  attributes: { email: string | null; phone: string; guestId: number | null },
  exceptId?: number
) {
  const others = () => {
    const query = trx.from('customers').select('id', 'name')
    if (exceptId) query.whereNot('id', exceptId)
    return query
  }
  if (attributes.email) {
    const same = await others().where('email', attributes.email).first()
    if (same) throw duplicate('email', t('customers.duplicate_email', { name: same.name }))
  }
  const digits = phoneDigits(attributes.phone)
  if (digits) {
    const same = await others().where('phone_digits', digits).first()
    if (same) throw duplicate('phone', t('customers.duplicate_phone', { name: same.name }))
  }
  if (attributes.guestId) {
    const same = await others().where('guest_id', attributes.guestId).first()
    if (same) throw duplicate('guest_id', t('customers.duplicate_guest', { name: same.name }))
  }
}

const INDEX_FIELDS: Record<string, string> = {
  customers_email_unique: 'email',
  customers_phone_unique: 'phone',
  customers_guest_id_unique: 'guest_id',
}

/** Two saves at once: the loser gets the duplicate message on the field, never a 500. */
export async function duplicateViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    const field = constraint ? INDEX_FIELDS[constraint] : undefined
    if (code === '23505' && field)
      throw duplicate(field, t(`customers.duplicate_${field === 'guest_id' ? 'guest' : field}_now`))
    throw error
  }
}

/** Writes a new customer and its event, in `trx`. */
export async function insertCustomer(
  trx: TransactionClientContract,
  attributes: ReturnType<typeof customerAttributes>,
  audit: AuditContext
) {
  const customer = await Customer.create(attributes, { client: trx })
  await recordEvent(trx, {
    type: 'customers.customer.created',
    subject: customerSubject(customer),
    after: customerFields(customer),
    audit,
  })
  return customer
}

/**
 * The customer a reservation taken by name and phone is for: the one with that
 * phone number if there is one, else a new person. Runs in the reservation's
 * transaction so both are written or neither.
 */
export async function customerByPhone(
  trx: TransactionClientContract,
  contact: { name: string; phone: string },
  audit: AuditContext
) {
  const existing = await Customer.query({ client: trx })
    .where('phone_digits', phoneDigits(contact.phone))
    .first()
  if (existing) return existing
  return insertCustomer(
    trx,
    customerAttributes({ kind: 'person', name: contact.name, phone: contact.phone }),
    audit
  )
}
