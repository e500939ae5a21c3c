import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { MenuCategorySchema } from '#database/schema'
import MenuItem from '#models/restaurant/menu_item'
import type { MenuStation } from '#enums/restaurant/menu_station'

/** A section of the menu, prepared at one station. */
export default class MenuCategory extends MenuCategorySchema {
  declare station: MenuStation

  @hasMany(() => MenuItem, { foreignKey: 'categoryId' })
  declare items: HasMany<typeof MenuItem>
}
