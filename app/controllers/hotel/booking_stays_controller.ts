import type { HttpContext } from '@adonisjs/core/http'
import type { PermissionName } from '#enums/identity/permission'
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
  presentStay,
  readyRoomsFor,
  roomNightsOf,
  stayAbilities,
  stayTimeline,
} from '#queries/hotel/stay'
import { renderInvoicePdf } from '#services/hotel/invoice_pdf'
import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { appCurrency } from '#services/money'
import { taxRateOf } from '#services/hotel/pricing'
import { appToday } from '#services/clock'
import { t } from '#services/i18n'

const may = (ctx: HttpContext, permission: PermissionName) =>
  ctx.bouncer.allows('permission', permission)

export default class BookingStaysController {
  async show(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const can = await stayAbilities(booking, (permission) => may(ctx, permission))
    return ctx.inertia.render('Hotel/Bookings/Show', {
      booking: presentStay(booking),
      folio: await folioOf(booking.id),
      timeline: await stayTimeline(booking.id),
      invoice: await invoiceOf(booking.id),
      freeRooms: can.move
        ? await freeRoomsFor(booking).then((rooms) =>
            rooms.filter((room) => room.id !== booking.roomId)
          )
        : [],
      currency: appCurrency(),
      today: appToday(),
      can,
    })
  }

  async checkInForm(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    if (booking.status !== 'confirmed') {
      ctx.session.flash(
        'error',
        t('hotel.stays.check_in_needs_confirmed', {
          status: t(`hotel.stays.status.${booking.status}`),
        })
      )
      return ctx.response.redirect().toRoute('hotel.bookings.show', { id: booking.id })
    }
    const rooms = await readyRoomsFor(booking)
    return ctx.inertia.render('Hotel/Bookings/CheckIn', {
      booking: presentStay(booking),
      rooms,
      preselectedRoomId: rooms.some((room) => room.id === booking.roomId) ? booking.roomId : null,
      roomNights: await roomNightsOf(booking.id),
      currency: appCurrency(),
      today: appToday(),
      can: { checkInEarly: await may(ctx, 'hotel.bookings.early_check_in') },
    })
  }

  async checkIn(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const data = await ctx.request.validateUsing(checkInValidator, {
      messagesProvider: stayMessages,
    })
    await checkIn({
      booking,
      data,
      canCheckInEarly: await may(ctx, 'hotel.bookings.early_check_in'),
      actor: ctx.auth.user!,
      request: ctx,
    })
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
    const stay = presentStay(booking)
    return ctx.inertia.render('Hotel/Bookings/CheckOut', {
      booking: stay,
      folio: await folioOf(booking.id),
      departure: await departureOf(stay),
      extraTaxRateBp: await taxRateOf('extra'),
      currency: appCurrency(),
      can: {
        leaveBalance: await may(ctx, 'hotel.bookings.leave_balance'),
        chargeEarlyDeparture: await may(ctx, 'hotel.bookings.early_departure_fee'),
      },
    })
  }

  async checkOut(ctx: HttpContext) {
    const booking = await findStay(ctx.params.id)
    const data = await ctx.request.validateUsing(checkOutValidator, {
      messagesProvider: stayMessages,
    })
    const { invoice } = await checkOut({
      booking,
      data,
      canLeaveBalance: await may(ctx, 'hotel.bookings.leave_balance'),
      canChargeEarlyDeparture: await may(ctx, 'hotel.bookings.early_departure_fee'),
      actor: ctx.auth.user!,
      request: ctx,
    })
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
