import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Customer from '#models/customers/customer'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import type { customerValidator } from '#validators/customers/customers'

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
    if (same) throw fieldError('email', t('customers.duplicate_email', { name: same.name }))
  }
  const digits = phoneDigits(attributes.phone)
  if (digits) {
    const same = await others().where('phone_digits', digits).first()
    if (same) throw fieldError('phone', t('customers.duplicate_phone', { name: same.name }))
  }
  if (attributes.guestId) {
    const same = await others().where('guest_id', attributes.guestId).first()
    if (same) throw fieldError('guest_id', t('customers.duplicate_guest', { name: same.name }))
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
      throw fieldError(
        field,
        t(`customers.duplicate_${field === 'guest_id' ? 'guest' : field}_now`)
      )
    throw error
  }
}
