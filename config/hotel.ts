/*
| The hotel's installation settings, read when they are needed (not once at
| start) so a test can change them with env.set().
|
|   PROPERTY_LEGAL_NAME, PROPERTY_ADDRESS, PROPERTY_TAX_ID   the seller (config/property.ts)
|   HOTEL_CHECK_OUT_TIME       the check-out hour at the hotel (APP_TZ), default 11:00
|   HOTEL_LATE_CHECK_OUT_FEE   net amount charged for leaving after it; unset or 0 = no charge
|   HOTEL_MAX_RANGE_NIGHTS     the most nights one stay or block may cover, default 366
*/
import env from '#start/env'

const DEFAULT_CHECK_OUT_TIME = '11:00'
const DEFAULT_MAX_RANGE_NIGHTS = 366

/**
 * The most nights a stay or an out-of-order block may cover. Availability and
 * nights are worked out night by night inside a transaction that holds a
 * connection, so a range is refused above this before that transaction opens.
 */
export function maxRangeNights(): number {
  const configured = Number(env.get('HOTEL_MAX_RANGE_NIGHTS'))
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_RANGE_NIGHTS
}

/** Who sells the stay (config/property.ts). */
export { propertyDetails } from '#config/property'

export function checkOutTime(): string {
  return env.get('HOTEL_CHECK_OUT_TIME') || DEFAULT_CHECK_OUT_TIME
}

/** The late check-out charge in cents, or null when the hotel does not charge one. */
export function lateCheckOutFeeCents(): number | null {
  const typed = env.get('HOTEL_LATE_CHECK_OUT_FEE')
  if (!typed) return null
  const [whole, fraction = ''] = typed.split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return cents > 0 ? cents : null
}
