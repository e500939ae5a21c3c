import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { InventoryCategorySchema } from '#database/schema'
import Product from '#models/inventory/product'

/** A group of products; at most one level deep (a child's parent has no parent). */
export default class InventoryCategory extends InventoryCategorySchema {
  static table = 'inventory_categories'

  declare name: string

  @belongsTo(() => InventoryCategory, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof InventoryCategory>

  @hasMany(() => InventoryCategory, { foreignKey: 'parentId' })
  declare children: HasMany<typeof InventoryCategory>

  @hasMany(() => Product, { foreignKey: 'categoryId' })
  declare products: HasMany<typeof Product>
}
