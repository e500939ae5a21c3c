import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { SupplierSchema } from '#database/schema'
import Product from '#models/inventory/product'

/** Who the stock is bought from; the preferred supplier of some products. */
export default class Supplier extends SupplierSchema {
  @hasMany(() => Product, { foreignKey: 'preferredSupplierId' })
  declare products: HasMany<typeof Product>
}
