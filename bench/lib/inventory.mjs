import { fmt } from './common.mjs'
import { runDatabaseBench } from './database_bench.mjs'

/*
| Inventory on PostgreSQL at several ledger sizes: bench/inventory/generate.ts
| builds each dataset (5,000 products, one of them with a fifth of the
| movements), `node ace bench:inventory` measures the Kardex, CurrentStock and
| LowStock reads, then posts 1,000 deliveries one after another.
*/
export function runInventory() {
  return runDatabaseBench({
    name: 'inventory',
    title: 'inventory: Kardex, CurrentStock, LowStock and receipts on PostgreSQL',
    urlVariable: 'BENCH_INVENTORY_DATABASE_URL',
    defaultUrl: 'postgres://postgres@127.0.0.1:5432/posada_bench_inventory',
    sizesVariable: 'BENCH_INVENTORY_SIZES',
    defaultSizes: '10000,100000,1000000',
    iterationsVariable: 'BENCH_INVENTORY_ITERATIONS',
    generate: 'bench/inventory/generate.ts',
    sizeArgument: 'movements',
    unit: 'movements',
    command: 'bench:inventory',
    minimumSize: 1000,
    describeRun: (run) => [
      `${fmt.int(run.size)} movements: ${run.receipts.receipts} receipts one after another in ${run.receipts.seconds.toFixed(1)} s = ${(run.receipts.movements / run.receipts.seconds).toFixed(0)} movements/s (per receipt p50 ${run.receipts.p50.toFixed(1)} ms, p95 ${run.receipts.p95.toFixed(1)} ms)`,
    ],
  })
}
