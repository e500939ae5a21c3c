import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import os from 'node:os'
import { hotelOperations } from '../bench/hotel/measure.js'
import {
  loadLine,
  loopbackDatabase,
  measureAll,
  resultLines,
  writeJson,
} from '../bench/lib/measure.js'

/**
 * Server time of the hotel's heavy reads on the database DATABASE_URL names
 * (loaded by bench/hotel/generate.ts): availability, tape chart, Bookings Index
 * and the one-year reports, run in this booted application. `node bench/run.mjs
 * hotel` runs it for each dataset size and prints the combined table.
 */
export default class BenchHotel extends BaseCommand {
  static commandName = 'bench:hotel'
  static description = 'Measure the hotel queries (p50/p95 server time) on the benchmark database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Measured calls per operation', default: 200 })
  declare iterations: number

  @flags.number({ description: 'Calls before measuring, not counted', default: 20 })
  declare warmup: number

  @flags.number({ description: 'Seed of the parameters drawn for each call', default: 7 })
  declare seed: number

  @flags.string({ description: 'Also write the results as JSON to this file' })
  declare json?: string

  @flags.boolean({
    description: 'Print the five slowest calls of each operation with their parameters',
  })
  declare verbose: boolean

  @flags.string({ description: 'Comma-separated operation keys to run (default: all)' })
  declare only?: string

  async run() {
    if (!loopbackDatabase((message) => this.logger.error(message), 'bench/hotel/generate.ts')) {
      this.exitCode = 1
      return
    }
    const counted = await db.rawQuery('SELECT count(*)::int AS count FROM bookings')
    const [{ count }] = counted.rows as { count: number }[]
    const wanted = this.only?.split(',').map((key) => key.trim())
    const allOperations = await hotelOperations()
    const operations = allOperations.filter(
      (operation) => !wanted || wanted.includes(operation.key)
    )

    const loadBefore = os.loadavg()[0]
    const results = await measureAll(operations, {
      iterations: this.iterations,
      warmup: this.warmup,
      seed: this.seed,
    })
    const loadAfter = os.loadavg()[0]
    for (const [index, line] of resultLines(results, 56).entries()) {
      this.logger.log(line)
      if (this.verbose)
        for (const slow of results[index].slowest)
          this.logger.log(`    ${slow.ms.toFixed(1).padStart(7)} ms  ${slow.params}`)
    }
    this.logger.log(loadLine(count, 'bookings', loadBefore, loadAfter))
    writeJson(this.json, {
      bookings: count,
      iterations: this.iterations,
      warmup: this.warmup,
      loadAverage: { before: loadBefore, after: loadAfter },
      results,
    })
    if (results.some((result) => result.error)) this.exitCode = 1
  }
}
