/*
| The purchase order form's live figures, computed as the server does: exact
| decimals in BigInt (thousandths of a unit, cents), rounded half up. Only for
| showing; the server computes what is stored.
*/
const QUANTITY = /^\d{1,5}(\.\d{1,3})?$/
const MONEY = /^\d{1,6}(\.\d{1,2})?$/

function scaled(text: string, decimals: number) {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

function plain(value: bigint, decimals: number) {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Cents typed as "18.50" → 1850, or null while the text is not an amount. */
export function centsOf(text: string) {
  return MONEY.test(text.trim()) ? Number(scaled(text.trim(), 2)) : null
}

/** Purchase units × cents each, rounded half up to the cent; null while either is incomplete. */
export function lineTotalCents(quantity: string, unitCost: string) {
  const cents = centsOf(unitCost)
  if (!QUANTITY.test(quantity.trim()) || cents === null) return null
  return Number((scaled(quantity.trim(), 3) * BigInt(cents) * 2n + 1000n) / 2000n)
}

/** Stock units in `quantity` purchase units of `factor` each, as a plain decimal: "2" × "24.000" → "48". */
export function stockUnitsOf(quantity: string, factor: string) {
  if (!QUANTITY.test(quantity.trim())) return null
  const product = scaled(quantity.trim(), 3) * scaled(factor, 3)
  return plain((product * 2n + 1000n) / 2000n, 3)
}
