import { OrderLineSchema } from '#database/schema'
import type { KitchenStatus } from '#enums/restaurant/kitchen_status'
import type { MenuStation } from '#enums/restaurant/menu_station'

/**
 * One item (or combo) on an order at the price it had when it was added. A
 * combo's own line carries the price; its items are child lines (price 0)
 * that go to their stations.
 */
export default class OrderLine extends OrderLineSchema {
  declare kitchenStatus: KitchenStatus | null
  declare station: MenuStation | null

  get totalCents() {
    return this.voidedAt ? 0 : this.unitPriceCents * this.quantity
  }
}
