import { BaseTransformer } from '@adonisjs/core/transformers'
import type Supplier from '#models/inventory/supplier'

const FIELDS = [
  'id',
  'name',
  'taxId',
  'contactName',
  'email',
  'phone',
  'address',
  'paymentTerms',
  'leadTimeDays',
  'active',
] as const

/* A supplier as the inventory screens see it; productsCount comes from withCount. */
export default class SupplierTransformer extends BaseTransformer<Supplier> {
  forIndex() {
    return {
      ...this.pick(this.resource, FIELDS),
      productsCount: Number(this.resource.$extras.productsCount ?? 0),
    }
  }

  forShow() {
    return this.pick(this.resource, FIELDS)
  }
}
