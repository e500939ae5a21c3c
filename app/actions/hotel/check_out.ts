import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import type { checkOutValidator } from '#validators/hotel/stay'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { recordPayment } from '#actions/hotel/record_payment'
import { issueInvoice } from '#actions/hotel/issue_invoice'
import { setRoomStatus } from '#services/hotel/room_status'
import { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
import {
  ConflictError,
  InvalidInputError,
  NotAllowedError,
  StaleEditError,
} from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { bookingBroadcast, bookingSubject } from '#services/hotel/bookings'
import { appToday, isoDate } from '#services/clock'
import { balanceOf } from '#queries/hotel/folio'
import { departureIfLeavingOn, lateCheckOutOf } from '#queries/hotel/departure'
import { nightsTotal, releaseNights } from '#services/hotel/room_nights'
import { activeOrdersOfBooking } from '#queries/restaurant/booking_orders'

export type CheckOutData = Infer<typeof checkOutValidator>

type CheckOutInput = {
  booking: Booking
  data: CheckOutData
  canLeaveBalance: boolean
  /** May keep the nights not slept on the bill, or charge an early-departure fee instead. */
  canChargeEarlyDeparture: boolean
}

/**
 * Checks an in-house guest out, all in one transaction: a guest leaving before
 * the departure date ends the stay today (see leaveEarly), a late check-out
 * may carry its charge, a last extra charge and a final payment if the desk
 * entered them, then the balance must be nil unless the user may leave it to
 * invoice and chose to; the invoice is issued with its frozen snapshot, the
 * room turns dirty and a checkout clean is opened for housekeeping. Any
 * refusal rolls everything back. Announced after commit.
 */
export async function checkOut(input: CheckOutInput, audit: AuditContext) {
  const { booking, data } = input
  const result = await db.transaction(async (trx) => {
    const locked = await Booking.query({ client: trx })
      .where('id', booking.id)
      .forUpdate()
      .firstOrFail()
    if (locked.lockVersion !== data.lockVersion)
      throw new StaleEditError(t('hotel.stays.stale'), { field: 'booking' })
    if (locked.status !== 'checked_in' || !locked.roomId) {
      throw new NotAllowedError(
        t('hotel.stays.check_out_needs_checked_in', {
          status: t(`hotel.stays.status.${locked.status}`),
        }),
        { field: 'booking' }
      )
    }
    await refuseWhileOrdersInService(trx, locked.id)
    const bookedCheckOut = isoDate(locked.checkOut)
    const early = await leaveEarly(trx, locked, data, input.canChargeEarlyDeparture, audit)
    await postLastEntries(trx, locked, bookedCheckOut, data, audit)
    const balance = await balanceOf(locked.id, trx)
    if (balance !== 0) {
      if (!data.leaveBalance)
        throw new NotAllowedError(
          t('hotel.stays.balance_must_be_settled', { balance: formatMoney(balance) }),
          { field: 'paymentAmount' }
        )
      if (!input.canLeaveBalance)
        throw new NotAllowedError(t('hotel.stays.leave_balance_forbidden'), {
          field: 'leaveBalance',
        })
    }
    const invoice = await closeStay(trx, locked, data, audit)
    const task = await handRoomToHousekeeping(trx, locked, audit)
    await recordEvent(trx, {
      type: 'hotel.booking.checked_out',
      subject: bookingSubject(locked),
      before: { status: 'checked_in', checkOut: bookedCheckOut },
      after: { status: locked.status, checkOut: isoDate(locked.checkOut) },
      metadata: {
        invoice: invoice.number,
        balanceCents: balance,
        taskId: task.id,
        ...(early && {
          earlyDeparture: early.choice,
          nightsReleased: early.released.nights.length,
          roomChargesRemovedCents: early.released.removedCents,
        }),
        ...(early?.feeCents && { earlyDepartureFeeCents: early.feeCents }),
        ...(data.lateCheckOut && { lateCheckOut: true }),
      },
      audit,
    })
    broadcastBooking(trx, bookingBroadcast(locked))
    return { booking: locked, invoice, balance }
  })
  booking.merge({
    status: result.booking.status,
    checkOut: result.booking.checkOut,
    totalCents: result.booking.totalCents,
    checkedOutAt: result.booking.checkedOutAt,
    lockVersion: result.booking.lockVersion,
  })
  return result
}

/**
 * SPEC §11.1: no check-out while a restaurant order of the stay is in service
 * (room service for the booking, or charged to its room): it could still add
 * to the bill. The booking's row lock makes a room-service order opened at the
 * same moment wait, then find the guest gone.
 */
async function refuseWhileOrdersInService(trx: TransactionClientContract, bookingId: number) {
  const orders = await activeOrdersOfBooking(bookingId, trx)
  if (orders.length === 0) return
  throw new ConflictError(
    t('hotel.stays.open_restaurant_orders', {
      count: orders.length,
      orders: orders
        .map((order) => `${order.number} (${t(`restaurant.order_status.${order.status}`)})`)
        .join(', '),
    }),
    { field: 'booking' }
  )
}

/* What the desk entered last: the late check-out's charge (against the booked departure), an extra, and the final payment. */
async function postLastEntries(
  trx: TransactionClientContract,
  booking: Booking,
  bookedCheckOut: string,
  data: CheckOutData,
  audit: AuditContext
) {
  if (data.lateCheckOut) {
    const late = await lateCheckOutOf({ checkOut: bookedCheckOut }, trx)
    if (!late) throw new NotAllowedError(t('hotel.stays.late.not_late'), { field: 'lateCheckOut' })
    const description = t('hotel.stays.late.charge', { time: late.time })
    await postFolioCharge(
      trx,
      { bookingId: booking.id, kind: 'extra', description, amountCents: late.feeCents },
      audit
    )
  }
  if (data.extraAmount && data.extraDescription) {
    await postFolioCharge(
      trx,
      {
        bookingId: booking.id,
        kind: 'extra',
        description: data.extraDescription,
        amountCents: data.extraAmount,
      },
      audit
    )
  }
  if (data.paymentAmount && data.paymentMethod) {
    await recordPayment(
      trx,
      {
        bookingId: booking.id,
        method: data.paymentMethod,
        amountCents: data.paymentAmount,
        reference: data.paymentReference,
        field: 'paymentAmount',
      },
      audit
    )
  }
}

/* The booking is checked out and its invoice issued. */
async function closeStay(
  trx: TransactionClientContract,
  booking: Booking,
  data: CheckOutData,
  audit: AuditContext
) {
  booking.merge({
    status: 'checked_out',
    checkedOutAt: DateTime.now(),
    lockVersion: booking.lockVersion + 1,
  })
  await booking.save()
  return issueInvoice(trx, { bookingId: booking.id, billTo: companyBilled(data) }, audit)
}

/* The room left behind turns dirty, with a checkout clean opened for it. */
async function handRoomToHousekeeping(
  trx: TransactionClientContract,
  booking: Booking,
  audit: AuditContext
) {
  const roomId = booking.roomId!
  const reason = t('hotel.stays.checkout_room_reason', { code: booking.code ?? '' })
  await setRoomStatus(trx, { roomId, status: 'dirty', reason, quiet: true }, audit)
  return openHousekeepingTask(
    trx,
    { roomId, kind: 'checkout_clean', bookingId: booking.id, notes: reason },
    audit
  )
}

/**
 * A guest leaving before the departure date: the booking now ends today (the
 * first night stays when they leave on the arrival day) and the nights not
 * slept leave its calendar at once, so the room can be sold for them. Their
 * room charges leave the folio, unless a user with the permission chose to
 * keep them on the bill or to charge an early-departure fee instead.
 */
async function leaveEarly(
  trx: TransactionClientContract,
  booking: Booking,
  data: CheckOutData,
  canCharge: boolean,
  audit: AuditContext
) {
  const leavesOn = departureIfLeavingOn(
    { checkIn: isoDate(booking.checkIn), checkOut: isoDate(booking.checkOut) },
    appToday()
  )
  if (leavesOn >= isoDate(booking.checkOut)) return null
  const choice = data.earlyDeparture ?? 'release'
  if (choice !== 'release' && !canCharge)
    throw new NotAllowedError(t('hotel.stays.early.choice_forbidden'), {
      field: 'earlyDeparture',
    })
  if (choice === 'fee' && !data.earlyDepartureFee)
    throw new InvalidInputError(t('hotel.stays.early.fee_required'), {
      field: 'earlyDepartureFee',
    })
  const released = await releaseNights(trx, booking.id, leavesOn, {
    keepCharges: choice === 'keep',
  })
  booking.merge({
    checkOut: DateTime.fromISO(leavesOn),
    totalCents: await nightsTotal(trx, booking.id),
  })
  await booking.save()
  const feeCents = choice === 'fee' ? (data.earlyDepartureFee ?? 0) : 0
  if (feeCents > 0) {
    const description = t('hotel.stays.early.fee_description', { nights: released.nights.length })
    await postFolioCharge(
      trx,
      { bookingId: booking.id, kind: 'extra', description, amountCents: feeCents },
      audit
    )
  }
  return { choice, released, feeCents }
}

/** The company the desk bills instead of the guest: its name, address and tax id are all required. */
function companyBilled(data: CheckOutData) {
  if (data.billTo !== 'company') return null
  const company = {
    name: data.billToName ?? '',
    address: data.billToAddress ?? '',
    taxId: data.billToTaxId ?? '',
  }
  for (const [field, value] of [
    ['billToName', company.name],
    ['billToAddress', company.address],
    ['billToTaxId', company.taxId],
  ] as const) {
    if (!value) throw new InvalidInputError(t(`hotel.stays.bill_to.${field}_required`), { field })
  }
  return company
}
