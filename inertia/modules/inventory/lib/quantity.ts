/*
| Quantities travel as decimal strings ("12.500") and are shown without
| trailing zeros, grouped in the viewer's locale, never through a float.
*/
const grouping = new Intl.NumberFormat(undefined, { useGrouping: true })
const decimalSeparator =
  new Intl.NumberFormat(undefined).formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value ?? '.'

export function formatQuantity(value: string) {
  const negative = value.startsWith('-')
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const trimmed = fraction.replace(/0+$/, '')
  const text = `${grouping.format(BigInt(whole || '0'))}${trimmed ? decimalSeparator + trimmed : ''}`
  return negative && (whole !== '0' || trimmed) ? `−${text}` : text
}

/** A quantity with its unit: "12.5 kg", "3 units". */
export function formatStock(value: string, unitLabel: string) {
  return `${formatQuantity(value)} ${unitLabel}`
}

/** Whether a decimal string is below zero. */
export function isNegative(value: string) {
  return /^-/.test(value) && /[1-9]/.test(value)
}

/** Unit costs are cents with 4 decimals: shown in the currency with up to 4 decimals. */
const costFormatters = new Map<string, Intl.NumberFormat>()
export function formatUnitCost(cents: string, currency: string) {
  let formatter = costFormatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    })
    costFormatters.set(currency, formatter)
  }
  return formatter.format(Number(cents) / 100)
}

/* Exact conversions for display: decimal strings through BigInt, 3 decimals, half up. */
function toThousandths(value: string) {
  const negative = value.startsWith('-')
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const scaled = BigInt(whole || '0') * 1000n + BigInt((fraction + '000').slice(0, 3))
  return negative ? -scaled : scaled
}

function fromThousandths(value: bigint) {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(4, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -3)}.${digits.slice(-3)}`
}

function divideRounded(numerator: bigint, denominator: bigint) {
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const rounded = (n * 2n + d) / (d * 2n)
  return negative ? -rounded : rounded
}

/** Stock units as purchase units: 48 units at 24 a case -> "2.000". */
export function inPurchaseUnits(stockQuantity: string, factor: string) {
  return fromThousandths(divideRounded(toThousandths(stockQuantity) * 1000n, toThousandths(factor)))
}

/** The cost of one purchase unit from the cost of one stock unit (cents, 4 decimals). */
export function purchaseUnitCost(stockUnitCostCents: string, factor: string) {
  const [whole, fraction = ''] = stockUnitCostCents.split('.')
  const cost = BigInt(whole || '0') * 10_000n + BigInt((fraction + '0000').slice(0, 4))
  const scaled = divideRounded(cost * toThousandths(factor), 1000n)
  const digits = scaled.toString().padStart(5, '0')
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`
}
