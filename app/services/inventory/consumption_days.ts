/*
| What sales took from stock, per local day and product (migration 0044), so
| the dashboards' "consumed over the last 30 days" sums a few rows per day
| instead of every sale_consumption movement of the month.
|
| - addConsumption: the stock ledger calls it for each sale_consumption
|   movement, in the movement's transaction and under the product's row lock,
|   so a product's day row has no writer that the product's lock does not
|   already serialise.
| - rebuildConsumptionDays: works every row out again from the movements
|   (after history was written in bulk, or when the time zone changed);
|   rebuildSalesTotals calls it, so `posada:prepare` and
|   `node ace posada:sales-totals` keep both in the same zone.
|
| A local day is a day in the installation's time zone (APP_TZ).
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appZone } from '#services/clock'

export const CONSUMPTION_DAYS_TABLE = 'stock_consumption_days'

/**
 * Adds one sale_consumption movement (negative quantity and value) to its day.
 * `alongside`, a statement of the caller's (the ledger's new balances), runs
 * in the same statement as a data-modifying WITH, so the day's total costs no
 * round trip of its own.
 */
export async function addConsumption(
  trx: TransactionClientContract,
  movement: { productId: number; occurredAt: string; quantity: string; valueCents: number },
  alongside?: { sql: string; bindings: unknown[] }
) {
  await trx.rawQuery(
    `${alongside ? `WITH alongside AS (${alongside.sql}) ` : ''}
     INSERT INTO ${CONSUMPTION_DAYS_TABLE} AS d (day, product_id, quantity, value_cents)
     VALUES ((?::timestamptz AT TIME ZONE ?)::date, ?, -(?::numeric), ?)
     ON CONFLICT (day, product_id) DO UPDATE
       SET quantity = d.quantity + excluded.quantity, value_cents = d.value_cents + excluded.value_cents`,
    [
      ...(alongside?.bindings ?? []),
      movement.occurredAt,
      appZone(),
      movement.productId,
      movement.quantity,
      -movement.valueCents,
    ] as string[]
  )
}

/** Every day row again from the movements; writers of new consumption wait meanwhile. */
export async function rebuildConsumptionDays(client?: QueryClientContract): Promise<void> {
  if (!client || !client.isTransaction) {
    return (client ?? db).transaction((own) => rebuildConsumptionDays(own))
  }
  await client.rawQuery(`LOCK TABLE ${CONSUMPTION_DAYS_TABLE} IN EXCLUSIVE MODE`)
  await client.rawQuery(`DELETE FROM ${CONSUMPTION_DAYS_TABLE}`)
  await client.rawQuery(
    `INSERT INTO ${CONSUMPTION_DAYS_TABLE} (day, product_id, quantity, value_cents)
     SELECT (occurred_at AT TIME ZONE ?)::date, product_id, -sum(quantity), -sum(value_cents)
       FROM stock_movements WHERE kind = 'sale_consumption'
      GROUP BY 1, 2`,
    [appZone()]
  )
}
