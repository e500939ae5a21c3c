/*
| Exact stock arithmetic. Quantities are decimal strings with up to 3 decimals
| (numeric(14,3)); unit costs are cents with up to 4 decimals (numeric(18,4));
| money is integer cents. Inside, everything is a BigInt in the smallest step:
| a thousandth of a stock unit, a ten-thousandth of a cent. Never a float.
|
| Rounding is half up, away from zero (so -2.5 cents is -3 cents, like 2.5 is 3).
*/

/** Thousandths of a stock unit in one unit. */
export const QUANTITY_SCALE = 1000n
/** Ten-thousandths of a cent in one cent. */
export const COST_SCALE = 10_000n

/** numeric(14,3): at most 11 digits before the point. */
export const MAX_QUANTITY = 99_999_999_999_999n
/** numeric(18,4): at most 14 digits before the point. */
export const MAX_COST = 999_999_999_999_999_999n

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/

export class QuantityFormatError extends Error {
  constructor(text: string) {
    super(`Not a decimal quantity: ${JSON.stringify(text)}`)
  }
}

function parseScaled(text: string, decimals: number, max: bigint) {
  const match = DECIMAL.exec(String(text).trim())
  if (!match) throw new QuantityFormatError(text)
  const [, sign, whole, fraction = ''] = match
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) {
    throw new QuantityFormatError(text)
  }
  const scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'))
  if (scaled > max) throw new QuantityFormatError(text)
  return sign ? -scaled : scaled
}

function formatScaled(value: bigint, decimals: number) {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/** "12.5" -> 12500n (thousandths). Throws QuantityFormatError beyond 3 decimals or numeric(14,3). */
export function parseQuantity(text: string) {
  return parseScaled(text, 3, MAX_QUANTITY)
}

/** 12500n -> "12.500", the way PostgreSQL prints numeric(14,3). */
export function formatQuantity(thousandths: bigint) {
  return formatScaled(thousandths, 3)
}

/** Whether a string is a quantity numeric(14,3) can hold. */
export function isQuantity(text: string) {
  try {
    parseQuantity(text)
    return true
  } catch {
    return false
  }
}

/** "3.4567" (cents) -> 34567n (ten-thousandths of a cent). */
export function parseCost(text: string) {
  return parseScaled(text, 4, MAX_COST)
}

/** 34567n -> "3.4567" (cents), the way PostgreSQL prints numeric(18,4). */
export function formatCost(tenThousandths: bigint) {
  return formatScaled(tenThousandths, 4)
}

/** Integer division rounded half up, away from zero. */
export function roundDivide(numerator: bigint, denominator: bigint) {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const rounded = (n * 2n + d) / (d * 2n)
  return negative ? -rounded : rounded
}

/** Value in whole cents of a quantity at a unit cost, rounded to the cent. */
export function valueCents(quantity: bigint, costPerUnit: bigint) {
  return roundDivide(quantity * costPerUnit, QUANTITY_SCALE * COST_SCALE)
}

/** Cost of one unit (ten-thousandths of a cent) when `quantity` is worth `cents`. */
export function unitCost(cents: bigint, quantity: bigint) {
  return roundDivide(cents * COST_SCALE * QUANTITY_SCALE, quantity)
}

/** a × b for two quantities (e.g. purchase quantity × purchase unit factor), to 3 decimals. */
export function multiplyQuantities(a: bigint, b: bigint) {
  return roundDivide(a * b, QUANTITY_SCALE)
}

/** Stock units for a quantity in the purchase unit: "2" cases x "24" -> "48.000". */
export function toStockQuantity(purchaseQuantity: string, purchaseUnitFactor: string) {
  return formatQuantity(
    multiplyQuantities(parseQuantity(purchaseQuantity), parseQuantity(purchaseUnitFactor))
  )
}

/** Cost of one stock unit from the cost of one purchase unit: 2400 cents a case of 24 -> "100.0000". */
export function toStockUnitCost(purchaseUnitCostCents: string, purchaseUnitFactor: string) {
  return formatCost(
    roundDivide(
      parseCost(purchaseUnitCostCents) * QUANTITY_SCALE,
      parseQuantity(purchaseUnitFactor)
    )
  )
}

/** Sum of decimal quantity strings, exactly. */
export function sumQuantities(values: string[]) {
  return formatQuantity(values.reduce((total, value) => total + parseQuantity(value), 0n))
}

/** -1, 0 or 1, comparing two decimal quantity strings exactly. */
export function compareQuantities(a: string, b: string) {
  const difference = parseQuantity(a) - parseQuantity(b)
  return difference === 0n ? 0 : difference < 0n ? -1 : 1
}

/** A quantity for a sentence: "7.250" -> "7.25", "8.000" -> "8". */
export function displayQuantity(text: string) {
  const [whole, fraction = ''] = formatQuantity(parseQuantity(text)).split('.')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole
}
