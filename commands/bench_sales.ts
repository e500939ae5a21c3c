import os from 'node:os'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import {
  loadLine,
  loopbackDatabase,
  measureAll,
  resultLines,
  writeJson,
} from '../bench/lib/measure.js'

/**
 * Server time of the restaurant's Sales and Products reports on the database
 * DATABASE_URL names (loaded by bench/sales/generate.ts), then orders closed
 * one after another with a charge to room. `node bench/run.mjs sales` runs it
 * for each dataset size.
 */
export default class BenchSales extends BaseCommand {
  static commandName = 'bench:sales'
  static description =
    'Measure the sales reports and closing with a charge to room on the benchmark database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Measured calls per report, and orders closed', default: 200 })
  declare iterations: number

  @flags.number({ description: 'Calls before measuring, not counted', default: 20 })
  declare warmup: number

  @flags.number({ description: 'Seed of the parameters drawn for each call', default: 17 })
  declare seed: number

  @flags.string({ description: 'Also write the results as JSON to this file' })
  declare json?: string

  async run() {
    if (!loopbackDatabase((message) => this.logger.error(message), 'bench/sales/generate.ts')) {
      this.exitCode = 1
      return
    }
    /* Loaded here, once the application (and its validation rules) has started. */
    const { measureRoomCharges, salesOperations } = await import('../bench/sales/measure.js')
    const countResult = await db.rawQuery(
      `SELECT count(*)::int AS count FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.status = 'closed' AND l.parent_line_id IS NULL`
    )
    const [{ count }] = countResult.rows as { count: number }[]
    const loadBefore = os.loadavg()[0]
    const results = await measureAll(await salesOperations(), {
      iterations: this.iterations,
      warmup: this.warmup,
      seed: this.seed,
    })
    const closing = await measureRoomCharges(this.iterations)
    const loadAfter = os.loadavg()[0]
    for (const line of resultLines(results, 48)) this.logger.log(line)
    this.logger.log(
      `${closing.label.padEnd(48)} p50 ${closing.p50.toFixed(2)} ms  p95 ${closing.p95.toFixed(2)} ms  (${closing.orders} orders)`
    )
    this.logger.log(loadLine(count, 'order lines', loadBefore, loadAfter))
    writeJson(this.json, {
      lines: count,
      iterations: this.iterations,
      results,
      closing,
      loadAverage: { before: loadBefore, after: loadAfter },
    })
    await db.manager.closeAll()
  }
}
