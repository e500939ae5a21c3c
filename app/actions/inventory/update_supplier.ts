import db from '@adonisjs/lucid/services/db'
import Supplier from '#models/inventory/supplier'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  supplierAttributes,
  supplierFields,
  supplierSubject,
  type SupplierData,
} from '#services/inventory/suppliers'

type UpdateSupplierInput = { supplier: Supplier; data: SupplierData }

/** Saves a supplier under its row lock; an edit that changes nothing records nothing. */
export function updateSupplier({ supplier, data }: UpdateSupplierInput, audit: AuditContext) {
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
        subject: supplierSubject(locked),
        before,
        after,
        audit,
      })
    }
    return locked
  })
}
