/*
| Buying in one unit and stocking in another (a case of 24 → 24 units; 1 kg
| bought, grams stocked → 1000). A purchase order line counts in the purchase
| unit and costs integer cents per purchase unit; the stock ledger counts in
| stock units. The conversions are exact (BigInt, see #services/quantity),
| rounded half up: quantities to the thousandth, values to the cent, a stock
| unit's cost to 1/10,000 of a cent.
*/
import {
  COST_SCALE,
  formatQuantity,
  parseCost,
  parseQuantity,
  QUANTITY_SCALE,
  roundDivide,
  toStockQuantity,
  toStockUnitCost,
} from '#services/quantity'

/** Cents for `quantity` purchase units at `unitCostCents` each: 2.5 × 1850 → 4625. */
export function purchaseValueCents(quantity: string, unitCostCents: number) {
  return Number(roundDivide(parseQuantity(quantity) * BigInt(unitCostCents), QUANTITY_SCALE))
}

/** Stock units in `quantity` purchase units of `factor` stock units each: 2 × 24 → "48.000". */
export function stockQuantityOf(quantity: string, factor: string) {
  return toStockQuantity(quantity, factor)
}

/** Cost of one stock unit, cents with 4 decimals: 1850 a case of 24 → "77.0833". */
export function stockUnitCostOf(unitCostCents: number, factor: string) {
  return toStockUnitCost(String(unitCostCents), factor)
}

/** Cents for one purchase unit at a stock unit's cost: "77.0833" × 24 → 1850. */
export function purchaseUnitCostOf(stockUnitCostCents: string, factor: string) {
  return Number(
    roundDivide(parseCost(stockUnitCostCents) * parseQuantity(factor), QUANTITY_SCALE * COST_SCALE)
  )
}

/** Whole purchase units that hold at least `stockQuantity` stock units: 30 in cases of 24 → "2.000". */
export function wholePurchaseUnitsFor(stockQuantity: string, factor: string) {
  const wanted = parseQuantity(stockQuantity)
  if (wanted <= 0n) return formatQuantity(0n)
  const size = parseQuantity(factor)
  return formatQuantity(((wanted + size - 1n) / size) * QUANTITY_SCALE)
}

/** What is still to arrive on a line, in purchase units. */
export function outstandingOf(line: { quantity: string; receivedQuantity: string }) {
  return formatQuantity(parseQuantity(line.quantity) - parseQuantity(line.receivedQuantity))
}

/** 2.500 → "2.5", 24.000 → "24": a quantity as people write it. */
export function plainQuantity(quantity: string) {
  return quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity
}
