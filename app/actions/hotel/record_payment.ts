import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/hotel/booking'
import FolioPayment from '#models/hotel/folio_payment'
import type { PaymentMethod } from '#enums/hotel/folio'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { bookingBroadcast } from '#services/hotel/bookings'
import { balanceOf } from '#queries/hotel/folio'

export type PaymentInput = {
  bookingId: number
  method: PaymentMethod
  amountCents: number
  reference?: string
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
export async function recordPayment(
  trx: TransactionClientContract,
  input: PaymentInput,
  audit: AuditContext
) {
  const field = input.field ?? 'amount'
  const booking = await Booking.query({ client: trx })
    .where('id', input.bookingId)
    .forUpdate()
    .firstOrFail()
  if (booking.status === 'cancelled' || booking.status === 'no_show') {
    throw new NotAllowedError(
      t('hotel.folio.payment_refused_status', { code: booking.code ?? '' }),
      { field }
    )
  }
  const isDeposit = booking.status === 'pending' || booking.status === 'confirmed'
  if (!isDeposit) {
    const balance = await balanceOf(booking.id, trx)
    if (balance <= 0) throw new NotAllowedError(t('hotel.folio.nothing_to_pay'), { field })
    if (input.amountCents > balance)
      throw new InvalidInputError(
        t('hotel.folio.payment_over_balance', { balance: formatMoney(balance) }),
        { field }
      )
  }
  const payment = await FolioPayment.create(
    {
      bookingId: booking.id,
      method: input.method,
      isDeposit,
      amountCents: input.amountCents,
      reference: input.reference ?? '',
      takenBy: audit.actor?.id ?? null,
    },
    { client: trx }
  )
  await recordEvent(trx, {
    type: isDeposit ? 'hotel.folio.deposit_taken' : 'hotel.folio.payment_taken',
    subject: { type: 'booking', id: booking.id, label: booking.code },
    after: {
      method: payment.method,
      amountCents: payment.amountCents,
      reference: payment.reference,
    },
    metadata: { paymentId: payment.id },
    audit,
  })
  broadcastBooking(trx, bookingBroadcast(booking))
  return payment
}
