import { KitchenTicketSchema } from '#database/schema'
import type { MenuStation } from '#enums/restaurant/menu_station'

/** The lines one send fired to one station; bumped when the station is done with it. */
export default class KitchenTicket extends KitchenTicketSchema {
  declare station: MenuStation
}
