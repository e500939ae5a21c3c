import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/hotel/booking'
import FolioPayment from '#models/hotel/folio_payment'
import type User from '#models/identity/user'
import type { PaymentMethod } from '#enums/hotel/folio'
import { recordEvent, type EventInput } from '#services/record_event'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { isoDate } from '#services/clock'
import { balanceOf } from '#queries/hotel/folio'

export type PaymentInput = {
  bookingId: number
  method: PaymentMethod
  amountCents: number
  reference?: string
  actor: User | null
  request?: EventInput['request']
  /** The form field a refusal is reported on. */
  field?: string
}

/**
 * Inside the caller's transaction (check-in takes its deposit and check-out its
 * final payment this way): money taken against a folio. Before the stay it is a
 * deposit; once the guest is in house or gone it settles the folio and may not
 * exceed the balance, so the folio never shows money owed back to the guest by
 * mistake. Cancelled and no-show bookings take nothing. The booking row is
 * locked so two payments at once cannot both fit under the same balance.
 */
export async function recordPayment(trx: TransactionClientContract, input: PaymentInput) {
  const field = input.field ?? 'amount'
  const booking = await Booking.query({ client: trx })
    .where('id', input.bookingId)
    .forUpdate()
    .firstOrFail()
  if (booking.status === 'cancelled' || booking.status === 'no_show') {
    throw fieldError(field, t('hotel.folio.payment_refused_status', { code: booking.code ?? '' }))
  }
  const isDeposit = booking.status === 'pending' || booking.status === 'confirmed'
  if (!isDeposit) {
    const balance = await balanceOf(booking.id, trx)
    if (balance <= 0) throw fieldError(field, t('hotel.folio.nothing_to_pay'))
    if (input.amountCents > balance)
      throw fieldError(
        field,
        t('hotel.folio.payment_over_balance', { balance: formatMoney(balance) })
      )
  }
  const payment = await FolioPayment.create(
    {
      bookingId: booking.id,
      method: input.method,
      isDeposit,
      amountCents: input.amountCents,
      reference: input.reference ?? '',
      takenBy: input.actor?.id ?? null,
    },
    { client: trx }
  )
  await recordEvent(trx, {
    type: isDeposit ? 'hotel.folio.deposit_taken' : 'hotel.folio.payment_taken',
    actor: input.actor,
    subject: { type: 'booking', id: booking.id, label: booking.code },
    after: {
      method: payment.method,
      amountCents: payment.amountCents,
      reference: payment.reference,
    },
    metadata: { paymentId: payment.id },
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
  return payment
}

/** A payment or deposit taken from the booking's page, in its own transaction. */
export function takePayment(input: PaymentInput) {
  return db.transaction((trx) => recordPayment(trx, input))
}
