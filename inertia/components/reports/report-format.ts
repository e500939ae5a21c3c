/* How report figures read: basis points as percentages, dates short and unambiguous. */
const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
})
const integer = new Intl.NumberFormat()
const nights = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const shortDay = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const weekday = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' })

/** 6667 → "66.67%". */
export const formatBasisPoints = (basisPoints: number) => percent.format(basisPoints / 10_000)
export const formatCount = (value: number) => integer.format(value)
/** 250 hundredths → "2.50". */
export const formatHundredths = (hundredths: number) => nights.format(hundredths / 100)

/* ISO calendar dates are read as UTC midnight so no time zone moves them a day. */
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`)
export const formatShortDay = (iso: string) => shortDay.format(asDate(iso))
export const formatWeekday = (iso: string) => weekday.format(asDate(iso))
export const formatLongDay = (iso: string) => longDay.format(asDate(iso))

export function daysInRange({ from, to }: { from: string; to: string }) {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000) + 1
}
