import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/hotel/booking'
import FolioCharge from '#models/hotel/folio_charge'
import type User from '#models/identity/user'
import type { ChargeKind } from '#enums/hotel/folio'
import { recordEvent, type EventInput } from '#services/record_event'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import { formatMoney as money } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { appToday, isoDate } from '#services/clock'
import { taxOn, taxRateOf } from '#services/hotel/pricing'
import { balanceOf } from '#queries/hotel/folio'

export type FolioChargeInput = {
  bookingId: number
  kind: ChargeKind
  description: string
  /** Net amount; the kind's configured tax is added on top. */
  amountCents: number
  /** Defaults to today at the hotel. */
  serviceDate?: string
  /** Who posts it from outside the folio, e.g. 'restaurant.order' + the order id: the same pair is posted once only. */
  source?: string | null
  sourceRef?: string | null
  actor: User | null
  request?: EventInput['request']
}

/**
 * Posts one charge to an in-house guest's folio: the folio API other modules call.
 *
 * It runs inside the CALLER's transaction: the restaurant charges a bill to a
 * room by calling this within the same transaction that closes the bill, so the
 * bill and the folio charge commit together or not at all. A refusal throws a
 * validation error (message on `bookingId` or `sourceRef`) and the caller's
 * transaction rolls back, leaving nothing half-written.
 *
 * Rules: the booking row is locked (two charges to one folio queue up, so the
 * credit check sees the other's charge); the booking must be checked in; a
 * restaurant charge may not take the folio balance above the booking's credit
 * limit; a service date lies within the stay; a (source, sourceRef) pair is posted once — the unique key is the last
 * word when two requests race. Tax is the kind's rate in `tax_rates`. Records
 * `hotel.folio.charge_posted` and announces the booking on `hotel.bookings`
 * after commit.
 */
export async function postFolioCharge(trx: TransactionClientContract, input: FolioChargeInput) {
  const booking = await Booking.query({ client: trx })
    .where('id', input.bookingId)
    .forUpdate()
    .first()
  if (!booking) throw fieldError('bookingId', t('hotel.folio.booking_unknown'))
  if (booking.status !== 'checked_in')
    throw fieldError('bookingId', t('hotel.folio.not_in_house', { code: booking.code ?? '' }))
  /* A service is dated within the stay: from arrival to the departure day, both included. */
  const [from, to] = [isoDate(booking.checkIn), isoDate(booking.checkOut)]
  if (input.serviceDate && (input.serviceDate < from || input.serviceDate > to))
    throw fieldError('serviceDate', t('hotel.folio.service_date_outside', { from, to }))

  const source = input.source ?? null
  const sourceRef = input.sourceRef ?? null
  if (source && sourceRef) {
    const posted = await trx
      .from('folio_charges')
      .where('source', source)
      .where('source_ref', sourceRef)
      .select('booking_id')
      .first()
    if (posted)
      throw fieldError('sourceRef', t('hotel.folio.already_posted', { source, ref: sourceRef }))
  }

  const taxRateBp = await taxRateOf(input.kind, trx)
  const taxCents = taxOn(input.amountCents, taxRateBp)
  const totalCents = input.amountCents + taxCents
  if (input.kind === 'restaurant') {
    const balance = await balanceOf(booking.id, trx)
    const available = Math.max(0, booking.creditLimitCents - balance)
    if (totalCents > available) {
      throw fieldError(
        'bookingId',
        t('hotel.folio.over_credit_limit', {
          code: booking.code ?? '',
          available: money(available),
          amount: money(totalCents),
        })
      )
    }
  }

  const charge = await FolioCharge.create(
    {
      bookingId: booking.id,
      kind: input.kind,
      description: input.description,
      serviceDate: DateTime.fromISO(input.serviceDate ?? appToday()),
      amountCents: input.amountCents,
      taxRateBp,
      taxCents,
      totalCents,
      source,
      sourceRef,
      postedBy: input.actor?.id ?? null,
    },
    { client: trx }
  ).catch((error) => {
    if ((error as { code?: string }).code === '23505')
      throw fieldError(
        'sourceRef',
        t('hotel.folio.already_posted', { source: source ?? '', ref: sourceRef ?? '' })
      )
    throw error
  })

  await recordEvent(trx, {
    type: 'hotel.folio.charge_posted',
    actor: input.actor,
    subject: { type: 'booking', id: booking.id, label: booking.code },
    after: {
      kind: charge.kind,
      description: charge.description,
      amountCents: charge.amountCents,
      taxCents: charge.taxCents,
      totalCents: charge.totalCents,
    },
    metadata: { chargeId: charge.id, source, sourceRef },
    request: input.request,
  })
  broadcastBooking(trx, {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    roomId: booking.roomId,
    checkIn: isoDate(booking.checkIn),
    checkOut: isoDate(booking.checkOut),
  })
  return charge
}

/** The front desk's own charge: an extra posted from the booking's page, in its own transaction. */
export function postDeskCharge(input: Omit<FolioChargeInput, 'kind' | 'source' | 'sourceRef'>) {
  return db.transaction((trx) => postFolioCharge(trx, { ...input, kind: 'extra' }))
}
