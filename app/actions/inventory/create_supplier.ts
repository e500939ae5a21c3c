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

/** A new supplier. */
export function createSupplier({ data }: { data: SupplierData }, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const supplier = await Supplier.create(supplierAttributes(data), { client: trx })
    await recordEvent(trx, {
      type: 'inventory.supplier.created',
      subject: supplierSubject(supplier),
      after: supplierFields(supplier),
      audit,
    })
    return supplier
  })
}
