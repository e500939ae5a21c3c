import { maxRangeNights } from '#config/hotel'
import { InvalidInputError } from '#exceptions/domain_errors'
import { daysBetween } from '#services/clock'
import { t } from '#services/i18n'

/**
 * Refuses, next to `field`, a range [from, to) of more nights than a stay or a
 * block may cover (config/hotel.ts). Called before the transaction opens, so no
 * request does unbounded night-by-night work while it holds a connection.
 */
export function assertBoundedRange(field: string, from: string, to: string) {
  const max = maxRangeNights()
  if (daysBetween(from, to) > max)
    throw new InvalidInputError(t('hotel.validation.range_too_long', { count: max }), { field })
}
