/* Money travels as integer cents; this is the one place that turns it into text. */
const formatters = new Map<string, Intl.NumberFormat>()

export function formatMoney(cents: number, currency = 'USD') {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, { style: 'currency', currency })
    formatters.set(currency, formatter)
  }
  return formatter.format(cents / 100)
}

/** Cents as the plain amount a form field shows: 14550 → "145.50". */
export function centsToInput(cents: number) {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
