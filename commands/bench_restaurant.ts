import os from 'node:os'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import { tableBoard } from '#queries/restaurant/table_board'
import { loopbackDatabase, percentile, writeJson } from '../bench/lib/measure.js'

/**
 * Server time of the floor map's data on the database DATABASE_URL names
 * (loaded by bench/restaurant/generate.ts): the function the floor map's
 * controller calls for its `tables` prop, run in this booted application with
 * its own pool, timed from the call to the resolved rows.
 */
export default class BenchRestaurant extends BaseCommand {
  static commandName = 'bench:restaurant'
  static description = 'Measure the floor map data (p50/p95 server time) on the benchmark database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Measured calls', default: 300 })
  declare iterations: number

  @flags.number({ description: 'Calls before measuring, not counted', default: 30 })
  declare warmup: number

  @flags.string({ description: 'Also write the results as JSON to this file' })
  declare json?: string

  async run() {
    if (
      !loopbackDatabase((message) => this.logger.error(message), 'bench/restaurant/generate.ts')
    ) {
      this.exitCode = 1
      return
    }
    for (let call = 0; call < this.warmup; call++) await tableBoard()
    const times: number[] = []
    let tables = 0
    const statuses: Record<string, number> = {}
    for (let call = 0; call < this.iterations; call++) {
      const started = performance.now()
      const rows = await tableBoard()
      times.push(performance.now() - started)
      tables = rows.length
      if (call === 0) for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1
    }
    times.sort((a, b) => a - b)
    const result = {
      key: 'floor_map',
      label: 'Floor map data (every active table with its status)',
      targetMs: 20,
      iterations: this.iterations,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times[times.length - 1],
      tables,
      statuses,
      loadAverage: os.loadavg(),
    }
    this.logger.info(
      `floor map, ${tables} tables (${Object.entries(statuses)
        .map(([status, count]) => `${status} ${count}`)
        .join(
          ', '
        )}): p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms`
    )
    writeJson(this.json, { results: [result] })
    await db.manager.closeAll()
  }
}
