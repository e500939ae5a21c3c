/*
| Two builds of Posada against each other, under the same load: the production build
| (build/) and an earlier one copied into the repository (BEFORE, e.g. build-before/,
| which finds node_modules the same way), both running at once and measured in turns,
| the order alternating every round, so that a change of the machine's load touches
| both alike. Prints CPU per request (server processes, plus the PostgreSQL backends)
| and req/s of each path and round, then the median over rounds.
|
|   node bench/cost_ab.mjs --before=build-before [--paths=/bench/floor,/dashboard]
|                          [--rounds=4] [--seconds=3] [--embedded]
|
| On PostgreSQL + Redis (BENCH_COST_DATABASE_URL, BENCH_COST_REDIS_URL, as `cost`) the
| current build prepares the database and the earlier one serves the same data; with
| --embedded each has its own PGlite. Both run with POSADA_BENCH_FLOOR=1.
*/
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT, heading, median } from './lib/common.mjs'
import { backendPids } from './lib/database.ts'
import { measure } from './lib/measure.mjs'
import { inertiaHeaders, pageVersion, signInAdmin, startPosada } from './lib/posada.mjs'

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    paths: { type: 'string', default: '/bench/floor' },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '3' },
    embedded: { type: 'boolean', default: false },
  },
})
if (!options.before) throw new Error('--before=<directory of the earlier build> is required')
const paths = options.paths.split(',')
const rounds = Number(options.rounds)
const seconds = Number(options.seconds)
const databaseUrl =
  process.env.BENCH_COST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/posada_bench_cost'
const redisUrl = process.env.BENCH_COST_REDIS_URL || 'redis://127.0.0.1:6379/13'
const shared = options.embedded ? {} : { databaseUrl, redisUrl }
const extra = { POSADA_BENCH_FLOOR: '1' }

heading(
  `cost A/B: build/ against ${options.before}/ (${options.embedded ? 'embedded' : 'PostgreSQL + Redis'})`
)
const after = await startPosada({ ...shared, env: extra })
let before
try {
  /* The earlier build serves the current one's database, or prepares a PGlite of its own. */
  before = await startPosada({
    ...shared,
    env: extra,
    buildDir: join(ROOT, options.before),
    prepare: options.embedded,
  })
  const servers = {
    after: { base: after.base, pid: after.server.pid },
    before: { base: before.base, pid: before.server.pid },
  }
  for (const server of Object.values(servers)) {
    server.version = await pageVersion(server.base)
    server.jar = await signInAdmin(server.base)
  }
  const results = {}
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? ['before', 'after'] : ['after', 'before']
    for (const path of paths) {
      for (const name of order) {
        const server = servers[name]
        const result = await measure({
          url: `${server.base}${path}`,
          headers: { ...inertiaHeaders(server.version), cookie: server.jar.header() },
          duration: seconds,
          warmup: 1,
          serverPid: server.pid,
          extraPids: options.embedded
            ? undefined
            : () => backendPids(databaseUrl, new URL(databaseUrl).pathname.slice(1)),
        })
        const per = (cpu) => (cpu * result.seconds * 1000) / result.responses2xx
        const node = per(result.cpu.server)
        const db = options.embedded ? 0 : per(result.cpu.extra)
        const odd = Object.entries(result.statuses).filter(([code]) => !code.startsWith('2'))
        ;(results[`${path} ${name}`] ??= []).push({ rps: result.requestsPerSecond, node, db })
        console.log(
          `round ${round + 1} ${path} ${name}: ${Math.round(result.requestsPerSecond)} req/s, ${(node + db).toFixed(2)} CPU ms/req (node ${node.toFixed(2)}, db ${db.toFixed(2)})` +
            (odd.length ? `, non-2xx ${odd.map(([code, n]) => `${n}×${code}`).join(' ')}` : '') +
            `, load average ${os.loadavg()[0].toFixed(1)}`
        )
      }
    }
  }
  console.log('\nmedian over rounds:')
  for (const [key, list] of Object.entries(results)) {
    const pick = (get) => median(list.map(get))
    console.log(
      `  ${key.padEnd(34)} ${Math.round(pick((x) => x.rps))} req/s, ${pick((x) => x.node + x.db).toFixed(2)} CPU ms/req (node ${pick((x) => x.node).toFixed(2)}, db ${pick((x) => x.db).toFixed(2)})`
    )
  }
} finally {
  await before?.stop()
  await after.stop()
}
