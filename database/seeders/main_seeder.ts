import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedAdministrator } from '#database/demo/administrator'

/*
| The demo installation. Every part is idempotent: running it again on a seeded
| database changes nothing.
*/
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedAdministrator(this.client)
  }
}
