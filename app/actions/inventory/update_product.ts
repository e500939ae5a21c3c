import db from '@adonisjs/lucid/services/db'
import Product from '#models/inventory/product'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { uniqueViolation } from '#services/database_errors'
import { StaleEditError } from '#exceptions/domain_errors'
import {
  assertMayRetire,
  productAttributes,
  productFields,
  productSubject,
  type ProductData,
} from '#services/inventory/products'
import { t } from '#services/i18n'

type UpdateProductInput = { product: Product; data: ProductData; lockVersion: number }

/**
 * Saves the form's fields under the product's row lock. A form opened before
 * someone else saved (its lock version is behind) is refused with a message,
 * so nobody overwrites a change they never saw. Stock movements do not count
 * as edits: they never touch the lock version.
 */
export function updateProduct(
  { product, data, lockVersion }: UpdateProductInput,
  audit: AuditContext
) {
  return uniqueViolation('sku', 'inventory.products.sku_taken', () =>
    db.transaction(async (trx) => {
      const locked = await Product.query({ client: trx })
        .where('id', product.id)
        .forUpdate()
        .firstOrFail()
      if (locked.lockVersion !== lockVersion) {
        throw new StaleEditError(t('inventory.products.stale', { sku: locked.sku }), {
          field: 'lock_version',
        })
      }
      const before = productFields(locked)
      locked.merge(productAttributes(data))
      const after = productFields(locked)
      if (JSON.stringify(before) === JSON.stringify(after)) return locked
      if (before.active && !after.active) await assertMayRetire(trx, locked.id)
      locked.lockVersion += 1
      await locked.save()
      await recordEvent(trx, {
        type: 'inventory.product.updated',
        subject: productSubject(locked),
        before,
        after,
        audit,
      })
      return locked
    })
  )
}
