import type { HttpContext } from '@adonisjs/core/http'
import Invoice from '#models/hotel/invoice'
import { checkInValidator, checkOutValidator, stayMessages } from '#validators/hotel/stay'
import { checkIn } from '#actions/hotel/check_in'
import { checkOut } from '#actions/hotel/check_out'
import { folioOf } from '#queries/hotel/folio'
import { departureOf } from '#queries/hotel/departure'
import {
  findStay,
  freeRoomsFor,
  invoiceOf,
  readyRoomsFor,
  roomNightsOf,
  stayTimeline,
} from '#queries/hotel/stay'
import BookingPolicy from '#policies/hotel/booking_policy'
import BookingTransformer from '#transformers/hotel/booking_transformer'
import { checkInStatusRefusal } from '#services/hotel/stay_rules'
import { renderInvoicePdf } from '#services/hotel/invoice_pdf'
import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { appCurrency } from '#services/money'
import { auditOf } from '#services/audit_context'
import { taxRateOf } from '#services/hotel/pricing'
import { appToday, appZone, isoDate } from '#services/clock'
import { t } from '#services/i18n'
import { activeOrdersOfBooking, ordersOfBooking } from '#queries/restaurant/booking_orders'

export default class BookingStaysController {
  async show(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const stay = BookingTransformer.transform(booking)
    return ctx.inertia.render('Hotel/Bookings/Show', {
      booking: stay.useVariant('forStay'),
      folio: await folioOf(booking.id),
      timeline: await stayTimeline(booking.id),
      invoice: await invoiceOf(booking.id),
      restaurantOrders: await ordersOfBooking(booking.id),
      freeRooms: (await ctx.bouncer.with(BookingPolicy).allows('move', booking))
        ? await freeRoomsFor(booking).then((rooms) =>
            rooms.filter((room) => room.id !== booking.roomId)
          )
        : [],
      currency: appCurrency(),
      today: appToday(),
      zone: appZone(),
      can: stay.useVariant('forAbilities'),
    })
  }

  async checkInForm(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const refusal = checkInStatusRefusal(booking.status)
    if (refusal) {
      ctx.session.flash('error', refusal)
      return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
    }
    const rooms = await readyRoomsFor(booking)
    const stay = BookingTransformer.transform(booking)
    return ctx.inertia.render('Hotel/Bookings/CheckIn', {
      booking: stay.useVariant('forStay'),
      rooms,
      preselectedRoomId: rooms.some((room) => room.id === booking.roomId) ? booking.roomId : null,
      roomNights: await roomNightsOf(booking.id),
      currency: appCurrency(),
      checkInWindow: stay.useVariant('forCheckIn'),
    })
  }

  async checkIn(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const data = await ctx.request.validateUsing(checkInValidator, {
      messagesProvider: stayMessages,
    })
    const canCheckInEarly = await ctx.bouncer.with(BookingPolicy).allows('checkInEarly')
    await checkIn({ booking, data, canCheckInEarly }, auditOf(ctx))
    ctx.session.flash(
      'success',
      t('hotel.stays.checked_in', { code: booking.code ?? '', name: booking.guest.fullName })
    )
    return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
  }

  async checkOutForm(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    if (booking.status !== 'checked_in') {
      ctx.session.flash(
        'error',
        t('hotel.stays.check_out_needs_checked_in', {
          status: t(`hotel.stays.status.${booking.status}`),
        })
      )
      return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
    }
    const bookings = ctx.bouncer.with(BookingPolicy)
    return ctx.inertia.render('Hotel/Bookings/CheckOut', {
      booking: BookingTransformer.transform(booking).useVariant('forStay'),
      folio: await folioOf(booking.id),
      departure: await departureOf({
        id: booking.id,
        checkIn: isoDate(booking.checkIn),
        checkOut: isoDate(booking.checkOut),
      }),
      extraTaxRateBp: await taxRateOf('extra'),
      openOrders: await activeOrdersOfBooking(booking.id),
      currency: appCurrency(),
      can: {
        leaveBalance: await bookings.allows('leaveBalance'),
        chargeEarlyDeparture: await bookings.allows('chargeEarlyDeparture'),
      },
    })
  }

  async checkOut(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const data = await ctx.request.validateUsing(checkOutValidator, {
      messagesProvider: stayMessages,
    })
    const bookings = ctx.bouncer.with(BookingPolicy)
    const { invoice } = await checkOut(
      {
        booking,
        data,
        canLeaveBalance: await bookings.allows('leaveBalance'),
        canChargeEarlyDeparture: await bookings.allows('chargeEarlyDeparture'),
      },
      auditOf(ctx)
    )
    ctx.session.flash(
      'success',
      t('hotel.stays.checked_out', { code: booking.code ?? '', invoice: invoice.number ?? '' })
    )
    return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
  }

  async invoice({ params, response, view }: HttpContext) {
    const booking = await findStay(params.id)
    const invoice = await Invoice.findBy('booking_id', booking.id)
    if (!invoice) {
      const page = {
        status: 404,
        title: t('hotel.folio.no_invoice_title'),
        text: t('hotel.folio.no_invoice_text', { code: booking.code ?? '' }),
        home: t('errors.back_home'),
      }
      return response.status(404).send(await view.render('errors/status', page))
    }
    const pdf = await renderInvoicePdf({
      number: invoice.number!,
      issuedAt: invoice.issuedAt.toISO()!,
      snapshot: invoice.snapshot as InvoiceSnapshot,
    })
    response.header('content-type', 'application/pdf')
    response.header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
    return response.send(pdf)
  }
}
