import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/hotel/booking'
import FolioCharge from '#models/hotel/folio_charge'
import type { ChargeKind } from '#enums/hotel/folio'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { formatMoney as money } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { bookingBroadcast, bookingSubject } from '#services/hotel/bookings'
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
}

/**
 * Posts one charge to an in-house guest's folio: the folio API other modules call.
 *
 * It runs inside the CALLER's transaction: the restaurant charges a bill to a
 * room by calling this within the same transaction that closes the bill, so the
 * bill and the folio charge commit together or not at all. A refusal throws a
 * domain error (message on `bookingId`, `serviceDate` or `sourceRef`) and the caller's
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
export async function postFolioCharge(
  trx: TransactionClientContract,
  input: FolioChargeInput,
  audit: AuditContext
) {
  const booking = await Booking.query({ client: trx })
    .where('id', input.bookingId)
    .forUpdate()
    .first()
  if (!booking)
    throw new InvalidInputError(t('hotel.folio.booking_unknown'), { field: 'bookingId' })
  if (booking.status !== 'checked_in')
    throw new NotAllowedError(t('hotel.folio.not_in_house', { code: booking.code ?? '' }), {
      field: 'bookingId',
    })
  /* A service is dated within the stay: from arrival to the departure day, both included. */
  const [from, to] = [isoDate(booking.checkIn), isoDate(booking.checkOut)]
  if (input.serviceDate && (input.serviceDate < from || input.serviceDate > to))
    throw new InvalidInputError(t('hotel.folio.service_date_outside', { from, to }), {
      field: 'serviceDate',
    })

  const source = input.source ?? null
  const sourceRef = input.sourceRef ?? null
  if (source && sourceRef) {
    const posted = await trx
      .from('folio_charges')
      .where('source', source)
      .where('source_ref', sourceRef)
      .select('booking_id')
      .first()
    if (posted) throw alreadyPosted(source, sourceRef)
  }

  const taxRateBp = await taxRateOf(input.kind, trx)
  const taxCents = taxOn(input.amountCents, taxRateBp)
  const totalCents = input.amountCents + taxCents
  if (input.kind === 'restaurant') await assertWithinCredit(trx, booking, totalCents)

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
      postedBy: audit.actor?.id ?? null,
    },
    { client: trx }
  ).catch((error) => {
    if ((error as { code?: string }).code === '23505')
      throw alreadyPosted(source ?? '', sourceRef ?? '')
    throw error
  })

  await recordEvent(trx, {
    type: 'hotel.folio.charge_posted',
    subject: bookingSubject(booking),
    after: {
      kind: charge.kind,
      description: charge.description,
      amountCents: charge.amountCents,
      taxCents: charge.taxCents,
      totalCents: charge.totalCents,
    },
    metadata: { chargeId: charge.id, source, sourceRef },
    audit,
  })
  broadcastBooking(trx, bookingBroadcast(booking))
  return charge
}

function alreadyPosted(source: string, ref: string) {
  return new ConflictError(t('hotel.folio.already_posted', { source, ref }), {
    field: 'sourceRef',
  })
}

/* A restaurant charge may not take the folio's balance above the booking's credit limit. */
async function assertWithinCredit(
  trx: TransactionClientContract,
  booking: Booking,
  totalCents: number
) {
  const balance = await balanceOf(booking.id, trx)
  const available = Math.max(0, booking.creditLimitCents - balance)
  if (totalCents > available) {
    throw new NotAllowedError(
      t('hotel.folio.over_credit_limit', {
        code: booking.code ?? '',
        available: money(available),
        amount: money(totalCents),
      }),
      { field: 'bookingId' }
    )
  }
}
