import factory from '@adonisjs/lucid/factories'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { nextInSequence } from '#database/factories/sequence'

export const RestaurantTableFactory = factory
  .define(RestaurantTable, () => ({
    name: `T${nextInSequence()}`,
    area: 'Main hall',
    seats: 4,
    shape: 'square' as const,
    posX: 20,
    posY: 20,
    width: 80,
    height: 80,
    isActive: true,
  }))
  .build()
