import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import { measureAll } from '../bench/lib/measure.js'

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
    const url = new URL(process.env.DATABASE_URL ?? 'postgres://127.0.0.1/')
    if (!process.env.DATABASE_URL || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      this.logger.error(
        'Set DATABASE_URL to the benchmark database on this machine (see bench/inventory/generate.ts)'
      )
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
    for (const result of results) {
      const figures = result.error
        ? `ERROR ${result.error}`
        : `p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  (${result.returned})`
      this.logger.log(`${result.label.padEnd(48)} ${figures}`)
    }
    this.logger.log(
      `${receipts.receipts} receipts one after another: ${receipts.seconds.toFixed(1)} s, ` +
        `${(receipts.movements / receipts.seconds).toFixed(0)} movements/s ` +
        `(p50 ${receipts.p50.toFixed(1)} ms, p95 ${receipts.p95.toFixed(1)} ms per receipt)`
    )
    this.logger.log(
      `${count.toLocaleString('en-US')} movements; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${os.cpus().length} CPUs)`
    )
    if (this.json) {
      writeFileSync(
        this.json,
        JSON.stringify(
          {
            movements: count,
            iterations: this.iterations,
            results,
            receipts,
            loadAverage: { before: loadBefore, after: loadAfter },
          },
          null,
          2
        )
      )
    }
    if (results.some((result) => result.error)) this.exitCode = 1
  }
}
