import type { Infer } from '@vinejs/vine/types'
import type Supplier from '#models/inventory/supplier'
import type { supplierValidator } from '#validators/inventory/suppliers'

/* What the activity log says about a supplier, and the columns its form writes. */

export type SupplierData = Infer<typeof supplierValidator>

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

export const supplierSubject = (supplier: Pick<Supplier, 'id' | 'name'>) => ({
  type: 'supplier',
  id: supplier.id,
  label: supplier.name,
})

export function supplierAttributes(data: SupplierData) {
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
