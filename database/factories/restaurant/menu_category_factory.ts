import factory from '@adonisjs/lucid/factories'
import MenuCategory from '#models/restaurant/menu_category'
import { nextInSequence } from '#database/factories/sequence'

export const MenuCategoryFactory = factory
  .define(MenuCategory, () => ({
    name: `Menu category ${nextInSequence()}`,
    sortOrder: 10,
    station: 'kitchen' as const,
    isActive: true,
  }))
  .build()
