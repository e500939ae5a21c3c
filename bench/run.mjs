/*
| Posada benchmarks: `npm run bench` runs every part; `node bench/run.mjs <part>...`
| runs some of them (size, http, startup, realtime, dbload, hotel, inventory, restaurant, sales,
| kitchen, cost, pos, faults, scale, fuzz).
| Everything listens on loopback, is bounded in time and stops its own processes, even on failure
| or Ctrl-C. Settings: BENCH_DURATION (s per HTTP measurement, default 10), BENCH_WARMUP (s,
| default 2), BENCH_BUILD=1 (rebuild before measuring); BENCH_HOTEL_* for hotel,
| BENCH_INVENTORY_* for inventory, BENCH_SALES_* for sales. hotel, inventory, restaurant, sales,
| cost, scale and fuzz need PostgreSQL (cost, scale and fuzz Redis too) on 127.0.0.1, so they run
| only when asked for (BENCH_SCALE_* for scale, BENCH_FUZZ_* for fuzz);
| faults restarts PostgreSQL and Redis themselves (bench/lib/faults.mjs); fuzz sends the fuzz's
| bad input over HTTP to several processes on PostgreSQL + Redis (bench/lib/fuzz_http.ts).
*/
import { heading, installCleanupHandlers, machineSummary } from './lib/common.mjs'
import { runCost } from './lib/cost.mjs'
import { runDbLoad } from './lib/dbload.mjs'
import { runFaults } from './lib/faults.mjs'
import { runFuzz } from './lib/fuzz.mjs'
import { runHotel } from './lib/hotel.mjs'
import { runInventory } from './lib/inventory.mjs'
import { runKitchen } from './kitchen_fanout.mjs'
import { runHttp } from './lib/http.mjs'
import { runRealtime } from './lib/realtime.mjs'
import { runRestaurant } from './lib/restaurant.mjs'
import { runSales } from './lib/sales.mjs'
import { runScale } from './lib/scale.mjs'
import { runSize } from './lib/size.mjs'
import { runStartup } from './lib/startup.mjs'
import { runPosBundle } from './pos_bundle.mjs'
import { runAddLine } from './add_line.mjs'
import { runPosTap } from './pos_tap.mjs'

/* size first: it makes sure there is a build, which http then uses. */
const PARTS = {
  size: runSize,
  http: runHttp,
  startup: runStartup,
  realtime: runRealtime,
  hotel: runHotel,
  inventory: runInventory,
  restaurant: runRestaurant,
  sales: runSales,
  kitchen: runKitchen,
  cost: runCost,
  dbload: runDbLoad,
  faults: runFaults,
  scale: runScale,
  fuzz: runFuzz,
  pos: async () => {
    await runPosBundle()
    await runAddLine()
    await runPosTap()
  },
}
/* The parts a bare `npm run bench` runs: the database parts need PostgreSQL and take minutes. */
const DEFAULT_PARTS = ['size', 'http', 'startup', 'realtime', 'dbload']

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const passThrough = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const unknown = requested.filter((part) => !(part in PARTS))
if (unknown.length) {
  console.error(
    `unknown part(s): ${unknown.join(', ')}; choose from ${Object.keys(PARTS).join(', ')}`
  )
  process.exit(2)
}
const selected = requested.length
  ? Object.keys(PARTS).filter((part) => requested.includes(part))
  : DEFAULT_PARTS

installCleanupHandlers()
console.log(`Posada benchmarks — ${new Date().toISOString()}`)
console.log(machineSummary())
console.log(`parts: ${selected.join(', ')}`)

const failures = []
for (const part of selected) {
  const started = Date.now()
  try {
    await (part === 'realtime' ? PARTS[part](passThrough) : PARTS[part]())
  } catch (error) {
    failures.push(part)
    console.error(`\n${part} FAILED: ${error?.stack ?? error}`)
  }
  console.log(`(${part} took ${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

heading('done')
if (failures.length) {
  console.log(`failed: ${failures.join(', ')}`)
  process.exitCode = 1
} else {
  console.log('all parts completed')
}
