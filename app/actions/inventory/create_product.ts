import db from '@adonisjs/lucid/services/db'
import Product from '#models/inventory/product'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { uniqueViolation } from '#services/database_errors'
import {
  productAttributes,
  productFields,
  productSubject,
  type ProductData,
} from '#services/inventory/products'

/** A new product with no stock yet (stock only ever enters through the ledger); its SKU is unique. */
export function createProduct({ data }: { data: ProductData }, audit: AuditContext) {
  return uniqueViolation('sku', 'inventory.products.sku_taken', () =>
    db.transaction(async (trx) => {
      const product = await Product.create(productAttributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'inventory.product.created',
        subject: productSubject(product),
        after: productFields(product),
        audit,
      })
      return product
    })
  )
}
