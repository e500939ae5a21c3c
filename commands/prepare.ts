import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/* The advisory lock key of `posada:prepare`: any number no other part of Posada locks. */
const PREPARE_LOCK_KEY = 7_061_001

/**
 * Brings a database up to date in one process: runs pending migrations, then
 * the idempotent demo seeders, then works the restaurant's sales totals out
 * again when they are not in the installation's time zone (or never were).
 * `npm start` runs it before serving.
 *
 * On PostgreSQL the three steps run under an advisory lock, so preparers that
 * start together (the processes of several hosts) take turns: the later ones
 * wait, then find nothing left to do. The embedded database serves one process
 * and one session at a time, so it needs no lock (and a second connection
 * holding one would keep the work's own connection waiting).
 */
export default class Prepare extends BaseCommand {
  static commandName = 'posada:prepare'
  static description = 'Run pending migrations and seed the demo data'
  static options: CommandOptions = { startApp: true }

  async run() {
    if (process.env.POSADA_EMBEDDED_DATABASE) return this.bringUpToDate()
    const { withAdvisoryLock } = await import('#services/advisory_lock')
    await withAdvisoryLock(
      PREPARE_LOCK_KEY,
      () => this.bringUpToDate(),
      () => this.logger.info('Waiting for another posada:prepare to finish')
    )
  }

  private async bringUpToDate() {
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
