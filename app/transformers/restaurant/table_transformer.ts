import { BaseTransformer } from '@adonisjs/core/transformers'
import type RestaurantTable from '#models/restaurant/restaurant_table'

/* A table as its form edits it. */
export default class TableTransformer extends BaseTransformer<RestaurantTable> {
  forEdit() {
    return {
      ...this.pick(this.resource, [
        'id',
        'name',
        'area',
        'seats',
        'shape',
        'width',
        'height',
        'isActive',
      ]),
      x: this.resource.posX,
      y: this.resource.posY,
    }
  }
}
