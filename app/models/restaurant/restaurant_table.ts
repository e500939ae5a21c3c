import { RestaurantTableSchema } from '#database/schema'
import type { TableShape } from '#enums/restaurant/table_shape'

/** A table of the dining room and its place on the floor map; its status is derived (see table_status). */
export default class RestaurantTable extends RestaurantTableSchema {
  declare shape: TableShape
}
