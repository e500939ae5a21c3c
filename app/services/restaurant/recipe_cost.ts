/*
| A dish's cost from its recipe, exactly: each line's quantity (thousandths,
| numeric(14,3)) in the recipe unit, converted to the product's stock unit, at
| the product's average cost (ten-thousandths of a cent per stock unit). The
| lines are summed unrounded and the portion rounded once, half up, to the cent.
*/
import {
  COST_SCALE,
  QUANTITY_SCALE,
  parseCost,
  parseQuantity,
  roundDivide,
} from '#services/quantity'
import type { StockUnit } from '#enums/inventory/stock_unit'

/* Per thousand: how many thousandths of a stock unit one recipe unit is. */
const PER_MILLE: Record<string, bigint> = {
  'unit:unit': 1000n,
  'kg:kg': 1000n,
  'g:g': 1000n,
  'l:l': 1000n,
  'ml:ml': 1000n,
  'g:kg': 1n,
  'kg:g': 1_000_000n,
  'ml:l': 1n,
  'l:ml': 1_000_000n,
}

/** The units a recipe may use for a product stocked in `stockUnit`. */
export function recipeUnitsFor(stockUnit: StockUnit): StockUnit[] {
  return (['unit', 'kg', 'g', 'l', 'ml'] as const).filter(
    (unit) => `${unit}:${stockUnit}` in PER_MILLE
  )
}

export type RecipeLine = {
  quantity: string
  unit: string
  productUnit: string
  averageCostCents: string
}

/** Whether the line's unit converts to its product's stock unit (a product's unit may change later). */
export function convertible(line: Pick<RecipeLine, 'unit' | 'productUnit'>) {
  return `${line.unit}:${line.productUnit}` in PER_MILLE
}

/* The line's value before rounding, in 1 / (1000 × 1000 × 10 000) of a cent; nothing when it cannot convert. */
function exactValue(line: RecipeLine) {
  const factor = PER_MILLE[`${line.unit}:${line.productUnit}`]
  if (factor === undefined) return 0n
  return parseQuantity(line.quantity) * factor * parseCost(line.averageCostCents)
}

const DENOMINATOR = QUANTITY_SCALE * 1000n * COST_SCALE

/** One line's cost in cents (for showing per ingredient). */
export function lineCostCents(line: RecipeLine) {
  return Number(roundDivide(exactValue(line), DENOMINATOR))
}

/** A portion's cost in cents: the exact sum of its lines, rounded once. */
export function portionCostCents(lines: RecipeLine[]) {
  return Number(
    roundDivide(
      lines.reduce((sum, line) => sum + exactValue(line), 0n),
      DENOMINATOR
    )
  )
}

/** Price − cost, and that margin as basis points of the price (null for a free item). */
export function margin(priceCents: number, costCents: number) {
  const cents = priceCents - costCents
  return {
    marginCents: cents,
    marginBasisPoints:
      priceCents > 0 ? Number(roundDivide(BigInt(cents) * 10_000n, BigInt(priceCents))) : null,
  }
}

/**
 * What `portions` of a recipe line take from stock, in thousandths of the
 * product's stock unit (rounded half up once, after multiplying); null when
 * the line's unit no longer converts to its product's.
 */
export function stockQuantity(
  line: Pick<RecipeLine, 'quantity' | 'unit' | 'productUnit'>,
  portions: number
) {
  const factor = PER_MILLE[`${line.unit}:${line.productUnit}`]
  if (factor === undefined) return null
  return roundDivide(parseQuantity(line.quantity) * factor * BigInt(portions), 1000n)
}
