/*
| The inventory's heavy reads for commands/bench_inventory.ts, on the data of
| bench/inventory/generate.ts: the same functions the controllers call, timed
| by bench/lib/measure.ts; and 1,000 deliveries posted one after another
| through the receive action (locks, ledger, events), for movements per second.
*/
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import PurchaseOrder from '#models/inventory/purchase_order'
import User from '#models/identity/user'
import { kardex } from '#queries/inventory/kardex'
import { kardexReport } from '#queries/inventory/kardex_report'
import { currentStockReport } from '#queries/inventory/current_stock'
import { lowStockProducts } from '#queries/inventory/product_query'
import { receivePurchaseOrder } from '#actions/inventory/receive_purchase_order'
import { appToday } from '#services/clock'
import { systemAudit } from '#services/audit_context'
import { call, percentile, type Operation } from '../lib/measure.js'

const HOT_SKU = 'HOT-0001'

const dayBetween = (random: () => number, first: DateTime, last: DateTime) =>
  first.plus({ days: Math.floor(random() * Math.max(1, last.diff(first, 'days').days)) })

export async function inventoryOperations(): Promise<Operation[]> {
  const hot = await db.from('products').where('sku', HOT_SKU).select('id').first()
  if (!hot) throw new Error('no benchmark data: run bench/inventory/generate.ts first')
  const spanResult = await db.rawQuery(
    `SELECT min(occurred_at)::date::text AS first FROM stock_movements WHERE product_id = ?`,
    [hot.id]
  )
  const [span] = spanResult.rows as { first: string }[]
  const first = DateTime.fromISO(span.first).plus({ days: 30 })
  const today = DateTime.fromISO(appToday())
  /* A month of the hot product's card, anywhere in its history. */
  const month = (random: () => number) => {
    const from = dayBetween(random, first, today.minus({ days: 29 }))
    return { from: from.toISODate()!, to: from.plus({ days: 29 }).toISODate()! }
  }
  return [
    {
      key: 'kardex',
      label: `Kardex page data, ${HOT_SKU}, 30 days`,
      targetMs: 20,
      unit: 'lines',
      prepare: (random) => {
        const range = month(random)
        return call(range, async () => {
          const card = await kardex(hot.id, range.from, range.to, 1)
          return card.lines.length
        })
      },
    },
    {
      key: 'kardex_report',
      label: '  Kardex report (+ closing of each day)',
      targetMs: null,
      unit: 'days',
      prepare: (random) => {
        const range = month(random)
        return call(range, async () => {
          const report = await kardexReport(hot.id, range, 1)
          return report.days.length
        })
      },
    },
    {
      key: 'current_stock',
      label: 'CurrentStock as of a past date, all products',
      targetMs: 300,
      unit: 'products',
      prepare: (random) => {
        const asOf = dayBetween(random, first, today.minus({ days: 1 })).toISODate()!
        return call({ asOf }, async () => {
          const report = await currentStockReport({ asOf, category: null })
          return report.totals.products
        })
      },
    },
    {
      key: 'low_stock',
      label: 'LowStock page data',
      targetMs: 30,
      unit: 'products',
      prepare: () =>
        call({}, async () => {
          const products = await lowStockProducts()
          return products.length
        }),
    },
  ]
}

/** Every placed order received in full, one after another; per-call times and throughput. */
export async function measureReceipts() {
  const actor = await User.query().orderBy('id').firstOrFail()
  const orders = await PurchaseOrder.query()
    .where('status', 'ordered')
    .preload('lines')
    .orderBy('id')
  const times: number[] = []
  const started = performance.now()
  for (const order of orders) {
    const callStarted = performance.now()
    await receivePurchaseOrder(
      {
        order,
        data: { lines: order.lines.map((line) => ({ id: line.id, quantity: line.quantity })) },
      },
      systemAudit(actor)
    )
    times.push(performance.now() - callStarted)
  }
  const seconds = (performance.now() - started) / 1000
  const sorted = [...times].sort((a, b) => a - b)
  return {
    receipts: orders.length,
    movements: orders.reduce((sum, order) => sum + order.lines.length, 0),
    seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
  }
}
