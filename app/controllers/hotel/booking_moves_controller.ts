import type { HttpContext } from '@adonisjs/core/http'
import Booking from '#models/hotel/booking'
import BookingPolicy from '#policies/hotel/booking_policy'
import { bookingMoveMessages, bookingMoveValidator } from '#validators/hotel/booking_move'
import { moveBooking } from '#actions/hotel/move_booking'
import { previewMove } from '#actions/hotel/preview_move'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/* Moves from the tape chart: a dry run for the confirmation dialog, then the move itself. */
export default class BookingMovesController {
  async preview({ request, params, bouncer, response }: HttpContext) {
    await bouncer.with(BookingPolicy).authorize('move')
    const booking = await Booking.findOrFail(params.id)
    const [error, data] = await bookingMoveValidator.tryValidate(request.qs(), {
      messagesProvider: bookingMoveMessages,
    })
    if (error) {
      const [first] = error.messages as { field: string; message: string }[]
      return response.ok({
        before: null,
        after: null,
        error: { field: first.field, message: first.message },
      })
    }
    return response.ok(await previewMove({ bookingId: booking.id, ...data }))
  }

  async store(ctx: HttpContext) {
    const { request, params, bouncer, response, session } = ctx
    await bouncer.with(BookingPolicy).authorize('move')
    const booking = await Booking.findOrFail(params.id)
    const data = await request.validateUsing(bookingMoveValidator, {
      messagesProvider: bookingMoveMessages,
    })
    const { after } = await moveBooking({ bookingId: booking.id, ...data }, auditOf(ctx))
    session.flash(
      'success',
      t('hotel.moves.moved', {
        code: booking.code ?? '',
        room: after.roomNumber ?? '',
        checkIn: after.checkIn,
        checkOut: after.checkOut,
      })
    )
    return response.redirect().withQs().back()
  }
}
