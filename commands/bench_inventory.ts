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
 * Server time of the inventory's heavy reads on the database DATABASE_URL names
 * (loaded by bench/inventory/generate.ts), then 1,000 deliveries posted one
 * after another. `node bench/run.mjs inventory` runs it for each dataset size.
 */
export default class BenchInventory extends BaseCommand {
  static commandName = 'bench:inventory'
  static description = 'Measure the inventory queries and receipts on the benchmark database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Measured calls per operation', default: 200 })
  declare iterations: number

  @flags.number({ description: 'Calls before measuring, not counted', default: 20 })
  declare warmup: number

  @flags.number({ description: 'Seed of the parameters drawn for each call', default: 11 })
  declare seed: number

  @flags.string({ description: 'Also write the results as JSON to this file' })
  declare json?: string

  async run() {
    if (!loopbackDatabase((message) => this.logger.error(message), 'bench/inventory/generate.ts')) {
      this.exitCode = 1
      return
    }
    /* Loaded here, once the application (and its validation rules) has started. */
    const { inventoryOperations, measureReceipts } = await import('../bench/inventory/measure.js')
    const countResult = await db.rawQuery('SELECT count(*)::int AS count FROM stock_movements')
    const [{ count }] = countResult.rows as { count: number }[]
    const loadBefore = os.loadavg()[0]
    const results = await measureAll(await inventoryOperations(), {
      iterations: this.iterations,
      warmup: this.warmup,
      seed: this.seed,
    })
    const receipts = await measureReceipts()
    const loadAfter = os.loadavg()[0]
    for (const line of resultLines(results, 48)) this.logger.log(line)
    this.logger.log(
      `${receipts.receipts} receipts one after another: ${receipts.seconds.toFixed(1)} s, ` +
        `${(receipts.movements / receipts.seconds).toFixed(0)} movements/s ` +
        `(p50 ${receipts.p50.toFixed(1)} ms, p95 ${receipts.p95.toFixed(1)} ms per receipt)`
    )
    this.logger.log(loadLine(count, 'movements', loadBefore, loadAfter))
    writeJson(this.json, {
      movements: count,
      iterations: this.iterations,
      results,
      receipts,
      loadAverage: { before: loadBefore, after: loadAfter },
    })
    if (results.some((result) => result.error)) this.exitCode = 1
  }
}
