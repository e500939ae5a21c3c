import { BaseTransformer } from '@adonisjs/core/transformers'
import type Product from '#models/inventory/product'
import { isLowStock } from '#services/inventory/stock_ledger'

const FIELDS = [
  'id',
  'sku',
  'name',
  'categoryId',
  'unit',
  'purchaseUnit',
  'purchaseUnitFactor',
  'preferredSupplierId',
  'reorderPoint',
  'reorderQuantity',
  'active',
  'onHand',
  'stockValueCents',
  'averageCostCents',
] as const

/* A product with its stock figures; category and preferredSupplier preloaded where named. */
export default class ProductTransformer extends BaseTransformer<Product> {
  forIndex() {
    const category = this.resource.category
    const supplier = this.resource.preferredSupplier
    return {
      ...this.pick(this.resource, FIELDS),
      category: category ? { id: category.id, name: category.name } : null,
      preferredSupplier: supplier ? { id: supplier.id, name: supplier.name } : null,
      lowStock: isLowStock(this.resource),
    }
  }

  forShow() {
    return {
      ...this.forIndex(),
      lockVersion: this.resource.lockVersion,
      createdAt: this.resource.createdAt.toISO()!,
      updatedAt: this.resource.updatedAt.toISO()!,
    }
  }

  forEdit() {
    return this.pick(this.resource, [...FIELDS, 'lockVersion'])
  }
}
