import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import type User from '#models/identity/user'
import type { checkOutValidator } from '#validators/hotel/stay'
import { recordEvent, type EventInput } from '#services/record_event'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { recordPayment } from '#actions/hotel/take_payment'
import { issueInvoice } from '#actions/hotel/issue_invoice'
import { setRoomStatus } from '#actions/hotel/change_room_status'
import { openHousekeepingTask } from '#actions/hotel/open_housekeeping_task'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { appToday, isoDate } from '#services/clock'
import { balanceOf } from '#queries/hotel/folio'
import { departureIfLeavingOn, lateCheckOutOf } from '#queries/hotel/departure'
import { nightsTotal, releaseNights } from '#actions/hotel/room_nights'

export type CheckOutData = Infer<typeof checkOutValidator>

type CheckOutInput = {
  booking: Booking
  data: CheckOutData
  canLeaveBalance: boolean
  /** May keep the nights not slept on the bill, or charge an early-departure fee instead. */
  canChargeEarlyDeparture: boolean
  actor: User
  request?: EventInput['request']
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
export async function checkOut({
  booking,
  data,
  canLeaveBalance,
  canChargeEarlyDeparture,
  actor,
  request,
}: CheckOutInput) {
  const result = await db.transaction(async (trx) => {
    const locked = await Booking.query({ client: trx })
      .where('id', booking.id)
      .forUpdate()
      .firstOrFail()
    if (locked.lockVersion !== data.lockVersion) throw fieldError('booking', t('hotel.stays.stale'))
    if (locked.status !== 'checked_in' || !locked.roomId) {
      throw fieldError(
        'booking',
        t('hotel.stays.check_out_needs_checked_in', {
          status: t(`hotel.stays.status.${locked.status}`),
        })
      )
    }
    const bookedCheckOut = isoDate(locked.checkOut)
    const early = await leaveEarly(trx, locked, data, canChargeEarlyDeparture, actor, request)
    if (data.lateCheckOut) {
      const late = await lateCheckOutOf({ checkOut: bookedCheckOut }, trx)
      if (!late) throw fieldError('lateCheckOut', t('hotel.stays.late.not_late'))
      await postFolioCharge(trx, {
        bookingId: locked.id,
        kind: 'extra',
        description: t('hotel.stays.late.charge', { time: late.time }),
        amountCents: late.feeCents,
        actor,
        request,
      })
    }
    if (data.extraAmount && data.extraDescription) {
      await postFolioCharge(trx, {
        bookingId: locked.id,
        kind: 'extra',
        description: data.extraDescription,
        amountCents: data.extraAmount,
        actor,
        request,
      })
    }
    if (data.paymentAmount && data.paymentMethod) {
      await recordPayment(trx, {
        bookingId: locked.id,
        method: data.paymentMethod,
        amountCents: data.paymentAmount,
        reference: data.paymentReference,
        actor,
        request,
        field: 'paymentAmount',
      })
    }
    const balance = await balanceOf(locked.id, trx)
    if (balance !== 0) {
      if (!data.leaveBalance)
        throw fieldError(
          'paymentAmount',
          t('hotel.stays.balance_must_be_settled', { balance: formatMoney(balance) })
        )
      if (!canLeaveBalance)
        throw fieldError('leaveBalance', t('hotel.stays.leave_balance_forbidden'))
    }

    const before = { status: locked.status, checkOut: bookedCheckOut }
    locked.merge({
      status: 'checked_out',
      checkedOutAt: DateTime.now(),
      lockVersion: locked.lockVersion + 1,
    })
    await locked.save()
    const invoice = await issueInvoice(trx, {
      bookingId: locked.id,
      billTo: companyBilled(data),
      actor,
      request,
    })
    const reason = t('hotel.stays.checkout_room_reason', { code: locked.code ?? '' })
    await setRoomStatus(trx, {
      roomId: locked.roomId,
      status: 'dirty',
      reason,
      actor,
      request,
      quiet: true,
    })
    const task = await openHousekeepingTask(trx, {
      roomId: locked.roomId,
      kind: 'checkout_clean',
      bookingId: locked.id,
      notes: reason,
      actor,
      request,
    })
    await recordEvent(trx, {
      type: 'hotel.booking.checked_out',
      actor,
      subject: { type: 'booking', id: locked.id, label: locked.code },
      before,
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
      request,
    })
    broadcastBooking(trx, {
      id: locked.id,
      code: locked.code,
      status: locked.status,
      roomId: locked.roomId,
      checkIn: isoDate(locked.checkIn),
      checkOut: isoDate(locked.checkOut),
    })
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
  actor: User,
  request?: EventInput['request']
) {
  const leavesOn = departureIfLeavingOn(
    { checkIn: isoDate(booking.checkIn), checkOut: isoDate(booking.checkOut) },
    appToday()
  )
  if (leavesOn >= isoDate(booking.checkOut)) return null
  const choice = data.earlyDeparture ?? 'release'
  if (choice !== 'release' && !canCharge)
    throw fieldError('earlyDeparture', t('hotel.stays.early.choice_forbidden'))
  if (choice === 'fee' && !data.earlyDepartureFee)
    throw fieldError('earlyDepartureFee', t('hotel.stays.early.fee_required'))
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
    await postFolioCharge(trx, {
      bookingId: booking.id,
      kind: 'extra',
      description: t('hotel.stays.early.fee_description', {
        nights: released.nights.length,
      }),
      amountCents: feeCents,
      actor,
      request,
    })
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
    if (!value) throw fieldError(field, t(`hotel.stays.bill_to.${field}_required`))
  }
  return company
}
