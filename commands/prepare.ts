import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Brings a database up to date in one process: runs pending migrations, then
 * the idempotent demo seeders, then works the restaurant's sales totals out
 * again when they are not in the installation's time zone (or never were).
 * `npm start` runs it before serving.
 */
export default class Prepare extends BaseCommand {
  static commandName = 'posada:prepare'
  static description = 'Run pending migrations and seed the demo data'
  static options: CommandOptions = { startApp: true }

  async run() {
    const migrate = await this.kernel.exec('migration:run', ['--force'])
    if (migrate.exitCode) {
      this.exitCode = migrate.exitCode
      return
    }
    const seed = await this.kernel.exec('db:seed', [])
    this.exitCode = seed.exitCode ?? 0
    if (this.exitCode) return
    const { ensureSalesTotals } = await import('#services/restaurant/sales_totals')
    if (await ensureSalesTotals()) this.logger.info('Worked out the restaurant sales totals')
  }
}
