import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { MenuItemSchema } from '#database/schema'
import MenuCategory from '#models/restaurant/menu_category'

/** A dish or drink at its current price; cost and margin are derived from its recipe. */
export default class MenuItem extends MenuItemSchema {
  @belongsTo(() => MenuCategory, { foreignKey: 'categoryId' })
  declare category: BelongsTo<typeof MenuCategory>
}
