import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import type User from '#models/identity/user'
import type { checkOutValidator } from '#validators/stay'
import { recordEvent, type EventInput } from '#actions/events/record_event'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { recordPayment } from '#actions/hotel/take_payment'
import { issueInvoice } from '#actions/hotel/issue_invoice'
import { setRoomStatus } from '#actions/hotel/change_room_status'
import { openHousekeepingTask } from '#actions/hotel/open_housekeeping_task'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { isoDate } from '#services/hotel/calendar'
import { balanceOf } from '#queries/hotel/folio'

export type CheckOutData = Infer<typeof checkOutValidator>

type CheckOutInput = { booking: Booking; data: CheckOutData; canLeaveBalance: boolean; actor: User; request?: EventInput['request'] }

/**
 * Checks an in-house guest out, all in one transaction: a last extra charge and
 * a final payment if the desk entered them, then the balance must be nil unless
 * the user may leave it to invoice and chose to; the invoice is issued with its
 * frozen snapshot, the room turns dirty and a checkout clean is opened for
 * housekeeping. Any refusal rolls everything back. Announced after commit.
 */
export async function checkOut({ booking, data, canLeaveBalance, actor, request }: CheckOutInput) {
  const result = await db.transaction(async (trx) => {
    const locked = await Booking.query({ client: trx }).where('id', booking.id).forUpdate().firstOrFail()
    if (locked.lockVersion !== data.lockVersion) throw fieldError('booking', t('hotel.stays.stale'))
    if (locked.status !== 'checked_in' || !locked.roomId) {
      throw fieldError('booking', t('hotel.stays.check_out_needs_checked_in', { status: t(`hotel.stays.status.${locked.status}`) }))
    }
    if (data.extraAmount && data.extraDescription) {
      await postFolioCharge(trx, { bookingId: locked.id, kind: 'extra', description: data.extraDescription, amountCents: data.extraAmount, actor, request })
    }
    if (data.paymentAmount && data.paymentMethod) {
      await recordPayment(trx, { bookingId: locked.id, method: data.paymentMethod, amountCents: data.paymentAmount, reference: data.paymentReference, actor, request, field: 'paymentAmount' })
    }
    const balance = await balanceOf(locked.id, trx)
    if (balance !== 0) {
      if (!data.leaveBalance) throw fieldError('paymentAmount', t('hotel.stays.balance_must_be_settled', { balance: formatMoney(balance) }))
      if (!canLeaveBalance) throw fieldError('leaveBalance', t('hotel.stays.leave_balance_forbidden'))
    }

    const before = { status: locked.status }
    locked.merge({ status: 'checked_out', checkedOutAt: DateTime.now(), lockVersion: locked.lockVersion + 1 })
    await locked.save()
    const invoice = await issueInvoice(trx, { bookingId: locked.id, actor, request })
    const reason = t('hotel.stays.checkout_room_reason', { code: locked.code ?? '' })
    await setRoomStatus(trx, { roomId: locked.roomId, status: 'dirty', reason, actor, request, quiet: true })
    const task = await openHousekeepingTask(trx, { roomId: locked.roomId, kind: 'checkout_clean', bookingId: locked.id, notes: reason, actor, request })
    await recordEvent(trx, {
      type: 'hotel.booking.checked_out',
      actor,
      subject: { type: 'booking', id: locked.id, label: locked.code },
      before,
      after: { status: locked.status },
      metadata: { invoice: invoice.number, balanceCents: balance, taskId: task.id },
      request,
    })
    broadcastBooking(trx, { id: locked.id, code: locked.code, status: locked.status, roomId: locked.roomId, checkIn: isoDate(locked.checkIn), checkOut: isoDate(locked.checkOut) })
    return { booking: locked, invoice, balance }
  })
  booking.merge({ status: result.booking.status, checkedOutAt: result.booking.checkedOutAt, lockVersion: result.booking.lockVersion })
  return result
}
