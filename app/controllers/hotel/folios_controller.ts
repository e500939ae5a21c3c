import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Booking from '#models/hotel/booking'
import { chargeValidator, paymentValidator, stayMessages } from '#validators/hotel/stay'
import { postDeskCharge } from '#actions/hotel/post_desk_charge'
import { takePayment } from '#actions/hotel/take_payment'
import { inHouseStays } from '#queries/hotel/folio'
import { formatMoney } from '#services/money'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class FoliosController {
  async storeCharge(ctx: HttpContext) {
    const booking = await Booking.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(chargeValidator, {
      messagesProvider: stayMessages,
    })
    const charge = await postDeskCharge(
      {
        bookingId: booking.id,
        description: data.description,
        amountCents: data.amount,
        serviceDate: data.serviceDate
          ? DateTime.fromJSDate(data.serviceDate).toISODate()!
          : undefined,
      },
      auditOf(ctx)
    )
    ctx.session.flash(
      'success',
      t('hotel.folio.charge_posted', {
        description: charge.description,
        total: formatMoney(charge.totalCents),
      })
    )
    return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
  }

  async storePayment(ctx: HttpContext) {
    const booking = await Booking.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(paymentValidator, {
      messagesProvider: stayMessages,
    })
    const payment = await takePayment(
      {
        bookingId: booking.id,
        method: data.method,
        amountCents: data.amount,
        reference: data.reference,
      },
      auditOf(ctx)
    )
    const key = payment.isDeposit ? 'hotel.folio.deposit_taken' : 'hotel.folio.payment_taken'
    ctx.session.flash('success', t(key, { amount: formatMoney(payment.amountCents) }))
    return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
  }

  /** JSON for the restaurant's "charge to room" picker: who is in house and how much credit each has left. */
  async inHouse({ response }: HttpContext) {
    return response.json({ stays: await inHouseStays() })
  }
}
