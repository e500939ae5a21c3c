import db from '@adonisjs/lucid/services/db'
import Product from '#models/inventory/product'
import { kardex } from '#queries/inventory/kardex'
import { appZone } from '#services/clock'
import type { ReportRange } from '#validators/report_range'

/*
| The Kardex report: the stock card of any product over a date range (the same
| card as the Movements screen's, from #queries/inventory/kardex), and its
| closing balance at the end of every day for the chart. Each day's closing is
| one backward step on the (product_id, occurred_at, id) index, so the chart
| costs the number of days, never the length of the history.
*/
/** The balance at the end of each day of the range, in the installation's time zone. */
export async function dailyClosing(productId: number, { from, to }: ReportRange) {
  const { rows } = await db.rawQuery(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            coalesce(last.balance_after, 0)::numeric(14,3) AS quantity,
            coalesce(last.value_after_cents, 0) AS value_cents
       FROM generate_series(?::date, ?::date, interval '1 day') AS d(day)
       LEFT JOIN LATERAL (
         SELECT m.balance_after, m.value_after_cents
           FROM stock_movements m
          WHERE m.product_id = ?
            AND m.occurred_at < ((d.day + interval '1 day')::timestamp AT TIME ZONE ?)
          ORDER BY m.occurred_at DESC, m.id DESC
          LIMIT 1
       ) last ON true
      ORDER BY d.day`,
    [from, to, productId, appZone()]
  )
  return (rows as Record<string, any>[]).map((row) => ({
    day: row.day as string,
    quantity: row.quantity as string,
    valueCents: Number(row.value_cents),
  }))
}

export async function kardexReport(productId: number, range: ReportRange, page = 1) {
  const product = await Product.query().where('id', productId).preload('category').firstOrFail()
  return {
    ...range,
    product: {
      id: product.id,
      sku: product.sku,
      name: product.name,
      unit: product.unit,
      category: product.category.name,
      onHand: product.onHand,
      stockValueCents: product.stockValueCents,
    },
    card: await kardex(productId, range.from, range.to, page),
    days: await dailyClosing(productId, range),
  }
}
