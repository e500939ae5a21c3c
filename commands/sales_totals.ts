import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Works the restaurant's sales totals out again from the closed orders and
 * the payments, and the stock's consumption per day from the movements:
 * after orders, payments or movements were written in bulk, outside the
 * actions (an import). `posada:prepare` does it by itself when the time zone
 * changed.
 */
export default class SalesTotals extends BaseCommand {
  static commandName = 'posada:sales-totals'
  static description = "Work the restaurant's sales totals out again from the orders and payments"
  static options: CommandOptions = { startApp: true }

  async run() {
    const { rebuildSalesTotals } = await import('#services/restaurant/sales_totals')
    const started = performance.now()
    await rebuildSalesTotals()
    this.logger.info(
      `Sales totals worked out again in ${((performance.now() - started) / 1000).toFixed(1)} s`
    )
  }
}
