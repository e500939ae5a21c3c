import { runDatabaseBench } from './database_bench.mjs'

/*
| The restaurant's sales on PostgreSQL at several sizes of a year of order
| lines: bench/sales/generate.ts builds each dataset (the demo, then closed
| orders of four lines up to the size, with payments and stock consumed, and
| the sales totals worked out), `node ace bench:sales` measures the Sales and
| Products reports, then closes orders with a charge to room one after another.
*/
export function runSales() {
  return runDatabaseBench({
    name: 'sales',
    title: 'sales: Sales and Products reports, closing with a charge to room, on PostgreSQL',
    urlVariable: 'BENCH_SALES_DATABASE_URL',
    defaultUrl: 'postgres://postgres@127.0.0.1:5432/posada_bench_sales',
    sizesVariable: 'BENCH_SALES_SIZES',
    defaultSizes: '50000,500000',
    iterationsVariable: 'BENCH_SALES_ITERATIONS',
    generate: 'bench/sales/generate.ts',
    sizeArgument: 'lines',
    unit: 'lines',
    command: 'bench:sales',
    minimumSize: 10000,
    describeRun: (run) => [
      `${run.size.toLocaleString('en-US')} lines: sales totals worked out from scratch in ${run.dataset?.totalsSeconds ?? '?'} s; ${run.closing.label.toLowerCase()}, ${run.closing.orders} one after another: p50 ${run.closing.p50.toFixed(1)} ms, p95 ${run.closing.p95.toFixed(1)} ms (target ≤ ${run.closing.targetMs}) ${run.closing.p95 <= run.closing.targetMs ? 'PASS' : 'FAIL'}`,
    ],
  })
}
