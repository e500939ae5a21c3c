/* Margins travel as basis points of the price (an integer); this only formats them for reading. */
const percentFormat = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

export function percent(basisPoints: number | null) {
  return basisPoints === null ? '—' : percentFormat.format(basisPoints / 10_000)
}

/** A decimal quantity without its trailing zeros: "0.250" → "0.25", "100.000" → "100". */
export function plainQuantity(quantity: string) {
  return quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity
}
