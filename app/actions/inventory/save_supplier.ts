import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Supplier from '#models/inventory/supplier'
import type User from '#models/identity/user'
import type { supplierValidator } from '#validators/inventory/suppliers'
import { recordEvent, type EventInput } from '#services/record_event'

export type SupplierData = Infer<typeof supplierValidator>
type SaveSupplierInput = { data: SupplierData; actor: User; request?: EventInput['request'] }

export function supplierFields(supplier: Supplier) {
  return {
    name: supplier.name,
    taxId: supplier.taxId,
    contactName: supplier.contactName,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    paymentTerms: supplier.paymentTerms,
    leadTimeDays: supplier.leadTimeDays,
    active: supplier.active,
  }
}

const subject = (supplier: Supplier) => ({
  type: 'supplier',
  id: supplier.id,
  label: supplier.name,
})

function supplierAttributes(data: SupplierData) {
  return {
    name: data.name,
    taxId: data.tax_id ?? null,
    contactName: data.contact_name ?? null,
    email: data.email ?? null,
    phone: data.phone ?? null,
    address: data.address ?? null,
    paymentTerms: data.payment_terms ?? null,
    leadTimeDays: data.lead_time_days ?? 0,
    active: data.active ?? true,
  }
}

export function createSupplier({ data, actor, request }: SaveSupplierInput) {
  return db.transaction(async (trx) => {
    const supplier = await Supplier.create(supplierAttributes(data), { client: trx })
    await recordEvent(trx, {
      type: 'inventory.supplier.created',
      actor,
      subject: subject(supplier),
      after: supplierFields(supplier),
      request,
    })
    return supplier
  })
}

export function updateSupplier({
  supplier,
  data,
  actor,
  request,
}: SaveSupplierInput & { supplier: Supplier }) {
  return db.transaction(async (trx) => {
    const locked = await Supplier.query({ client: trx })
      .where('id', supplier.id)
      .forUpdate()
      .firstOrFail()
    const before = supplierFields(locked)
    locked.merge(supplierAttributes(data))
    await locked.save()
    const after = supplierFields(locked)
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordEvent(trx, {
        type: 'inventory.supplier.updated',
        actor,
        subject: subject(locked),
        before,
        after,
        request,
      })
    }
    return locked
  })
}
