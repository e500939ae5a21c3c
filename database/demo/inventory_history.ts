/*
| Stock history written in bulk: the stock ledger's own arithmetic (weighted
| average, values rounded half up, an outflow that empties stock takes all
| that is left) applied in memory to movements given in chronological order,
| then inserted a batch at a time with their past instants, and the products'
| running balances set to where the history ends. The ledger itself
| (recordMovement) stamps every movement with the present; a demo needs a year
| that has already happened, and thousands of movements in a few seconds.
| tests/unit/inventory/inventory_history.spec.ts checks that the two agree on
| the same movements.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { AdjustmentReason, MovementKind } from '#enums/inventory/movement_kind'
import {
  formatCost,
  formatQuantity,
  parseCost,
  parseQuantity,
  unitCost,
  valueCents,
} from '#services/quantity'

export type HistoricMovement = {
  productId: number
  kind: MovementKind
  /** Signed, in stock units. */
  quantity: string
  /** Cents per stock unit; receipts only (outflows leave at the average). */
  unitCostCents?: string
  /** A receipt's exact value (purchase quantity × purchase unit cost). */
  valueCents?: number
  reason?: AdjustmentReason | null
  expectedQuantity?: string | null
  countedQuantity?: string | null
  reference?: { type: string; id: string | number; label?: string | null } | null
  purchaseOrderLineId?: number | null
  userId?: number | null
  note?: string | null
  occurredAt: Date
}

type Balance = { onHand: bigint; value: bigint; average: bigint }

const CHUNK = 5000

const TYPES = {
  product_id: 'int',
  kind: 'text',
  reason: 'text',
  quantity: 'numeric',
  unit_cost_cents: 'numeric',
  value_cents: 'bigint',
  balance_after: 'numeric',
  value_after_cents: 'bigint',
  average_cost_after_cents: 'numeric',
  expected_quantity: 'numeric',
  counted_quantity: 'numeric',
  reference_type: 'text',
  reference_id: 'text',
  reference_label: 'text',
  purchase_order_line_id: 'int',
  user_id: 'int',
  note: 'text',
  occurred_at: 'timestamptz',
} as const

/** One movement as the ledger computes it, from the balance before it. */
export function applyMovement(balance: Balance, movement: HistoricMovement) {
  const quantity = parseQuantity(movement.quantity)
  const onHandAfter = balance.onHand + quantity
  let cost: bigint
  let value: bigint
  let averageAfter: bigint
  if (quantity > 0n) {
    cost =
      movement.unitCostCents === undefined ? balance.average : parseCost(movement.unitCostCents)
    value =
      movement.kind === 'purchase_receipt' && movement.valueCents !== undefined
        ? BigInt(movement.valueCents)
        : valueCents(quantity, cost)
    const valueAfter = balance.value + value
    averageAfter = onHandAfter > 0n ? unitCost(valueAfter, onHandAfter) : cost
    if (averageAfter < 0n) averageAfter = cost
  } else {
    cost = balance.average
    value = onHandAfter === 0n ? -balance.value : -valueCents(-quantity, balance.average)
    averageAfter = balance.average
  }
  return {
    row: { quantity, cost, value, onHandAfter, valueAfter: balance.value + value, averageAfter },
    balance: { onHand: onHandAfter, value: balance.value + value, average: averageAfter },
  }
}

/** Writes `movements` (chronological) and leaves each product's balances where its history ends. */
export async function writeHistory(client: QueryClientContract, movements: HistoricMovement[]) {
  const ids = [...new Set(movements.map((movement) => movement.productId))]
  if (ids.length === 0) return 0
  const productRows = await client
    .from('products')
    .whereIn('id', ids)
    .select('id', 'on_hand', 'stock_value_cents', 'average_cost_cents')
  const balances = new Map<number, Balance>(
    productRows.map((row) => [
      row.id as number,
      {
        onHand: parseQuantity(row.on_hand),
        value: BigInt(row.stock_value_cents),
        average: parseCost(row.average_cost_cents),
      },
    ])
  )
  const columns = {
    product_id: [] as number[],
    kind: [] as string[],
    reason: [] as (string | null)[],
    quantity: [] as string[],
    unit_cost_cents: [] as string[],
    value_cents: [] as string[],
    balance_after: [] as string[],
    value_after_cents: [] as string[],
    average_cost_after_cents: [] as string[],
    expected_quantity: [] as (string | null)[],
    counted_quantity: [] as (string | null)[],
    reference_type: [] as (string | null)[],
    reference_id: [] as (string | null)[],
    reference_label: [] as (string | null)[],
    purchase_order_line_id: [] as (number | null)[],
    user_id: [] as (number | null)[],
    note: [] as (string | null)[],
    occurred_at: [] as string[],
  }
  for (const movement of movements) {
    const { row, balance } = applyMovement(balances.get(movement.productId)!, movement)
    balances.set(movement.productId, balance)
    columns.product_id.push(movement.productId)
    columns.kind.push(movement.kind)
    columns.reason.push(movement.reason ?? null)
    columns.quantity.push(formatQuantity(row.quantity))
    columns.unit_cost_cents.push(formatCost(row.cost))
    columns.value_cents.push(row.value.toString())
    columns.balance_after.push(formatQuantity(row.onHandAfter))
    columns.value_after_cents.push(row.valueAfter.toString())
    columns.average_cost_after_cents.push(formatCost(row.averageAfter))
    columns.expected_quantity.push(movement.expectedQuantity ?? null)
    columns.counted_quantity.push(movement.countedQuantity ?? null)
    columns.reference_type.push(movement.reference?.type ?? null)
    columns.reference_id.push(movement.reference ? String(movement.reference.id) : null)
    columns.reference_label.push(movement.reference?.label ?? null)
    columns.purchase_order_line_id.push(movement.purchaseOrderLineId ?? null)
    columns.user_id.push(movement.userId ?? null)
    columns.note.push(movement.note ?? null)
    columns.occurred_at.push(movement.occurredAt.toISOString())
  }
  /* One INSERT … SELECT FROM unnest(arrays) per batch: a handful of bindings however many rows. */
  const names = Object.keys(columns) as (keyof typeof columns)[]
  for (let start = 0; start < movements.length; start += CHUNK) {
    await client.rawQuery(
      `INSERT INTO stock_movements (${names.join(', ')})
       SELECT * FROM unnest(${names.map((name) => `?::${TYPES[name]}[]`).join(', ')})`,
      /* pg sends each array as a PostgreSQL array literal, nulls included. */
      names.map((name) => columns[name].slice(start, start + CHUNK)) as unknown as string[]
    )
  }
  for (const [id, balance] of balances)
    await client
      .from('products')
      .where('id', id)
      .update({
        on_hand: formatQuantity(balance.onHand),
        stock_value_cents: balance.value.toString(),
        average_cost_cents: formatCost(balance.average),
      })
  return movements.length
}
