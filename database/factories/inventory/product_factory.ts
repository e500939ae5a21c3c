import factory from '@adonisjs/lucid/factories'
import Product from '#models/inventory/product'
import { nextInSequence } from '#database/factories/sequence'
import { InventoryCategoryFactory } from '#database/factories/inventory/inventory_category_factory'
import { SupplierFactory } from '#database/factories/inventory/supplier_factory'

/** A product counted in kilograms; its category comes from `categoryId` or `.with('category')`. */
export const ProductFactory = factory
  .define(Product, () => {
    const n = nextInSequence()
    return { sku: `SKU-${n}`, name: `Product ${n}`, unit: 'kg' as const }
  })
  .relation('category', () => InventoryCategoryFactory)
  .relation('preferredSupplier', () => SupplierFactory)
  .build()
