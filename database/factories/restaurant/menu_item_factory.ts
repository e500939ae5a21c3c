import factory from '@adonisjs/lucid/factories'
import MenuItem from '#models/restaurant/menu_item'
import { nextInSequence } from '#database/factories/sequence'
import { MenuCategoryFactory } from '#database/factories/restaurant/menu_category_factory'

/** An available dish; its category comes from `categoryId` or `.with('category')`. */
export const MenuItemFactory = factory
  .define(MenuItem, () => ({
    name: `Dish ${nextInSequence()}`,
    description: '',
    priceCents: 2400,
    preparationMinutes: 15,
    isAvailable: true,
    isActive: true,
  }))
  .relation('category', () => MenuCategoryFactory)
  .build()
