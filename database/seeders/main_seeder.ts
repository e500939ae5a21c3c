import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedAdministrator } from '#database/demo/administrator'
import { seedStaff } from '#database/demo/staff'
import { seedHotel } from '#database/demo/hotel'
import { seedGuests } from '#database/demo/guests'
import { seedDemoRates } from '#database/demo/rates'
import { seedDemoBookings } from '#database/demo/bookings'
import { seedInventory } from '#database/demo/inventory'
import { seedRestaurantTables } from '#database/demo/restaurant'
import { seedMenu } from '#database/demo/restaurant_menu'
import { seedCustomers } from '#database/demo/customers'
import { seedDemoReservations } from '#database/demo/restaurant_reservations'
import { seedDemoOrders } from '#database/demo/restaurant_orders'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'

/*
| The demo installation. Every part is idempotent: running it again on a seeded
| database changes nothing.
*/
export default class MainSeeder extends BaseSeeder {
  async run() {
    await syncPermissionCatalogue(this.client)
    const { user: admin, password } = await seedAdministrator(this.client)
    await seedStaff(this.client, admin, password)
    await seedHotel(this.client)
    await seedGuests(this.client)
    await seedDemoRates(this.client)
    await seedDemoBookings(this.client)
    await seedRestaurantTables(this.client)
    await seedCustomers(this.client)
    /* The stock, the menu and the restaurant's year of orders, which need the above. */
    await seedInventory(this.client)
    await seedMenu(this.client)
    await seedDemoReservations(this.client)
    await seedDemoOrders(this.client)
  }
}
