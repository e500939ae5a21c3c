import type { HttpContext } from '@adonisjs/core/http'
import Booking from '#models/hotel/booking'
import { changeStayMessages, changeStayValidator } from '#validators/hotel/stay_change'
import { changeStay } from '#actions/hotel/change_stay'
import { previewStayChange } from '#actions/hotel/preview_stay_change'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/* A stay in the house made longer or shorter: a dry run for the dialog and the tape chart, then the change. */
export default class BookingStayChangesController {
  async preview({ request, params, response }: HttpContext) {
    const booking = await Booking.findOrFail(params.id)
    const [error, data] = await changeStayValidator.tryValidate(request.qs(), {
      messagesProvider: changeStayMessages,
    })
    if (error) {
      const [first] = error.messages as { field: string; message: string }[]
      return response.ok({
        before: null,
        after: null,
        added: [],
        released: [],
        folioChangeCents: 0,
        error: { field: first.field, message: first.message },
        rooms: [],
      })
    }
    return response.ok(await previewStayChange({ bookingId: booking.id, ...data }))
  }

  async store(ctx: HttpContext) {
    const { request, params, response, session } = ctx
    const booking = await Booking.findOrFail(params.id)
    const data = await request.validateUsing(changeStayValidator, {
      messagesProvider: changeStayMessages,
    })
    const { added, released, after } = await changeStay(
      { bookingId: booking.id, ...data },
      auditOf(ctx)
    )
    session.flash(
      'success',
      added.length
        ? t('hotel.stays.change.extended', {
            code: booking.code ?? '',
            date: after.checkOut,
            count: added.length,
            room: after.roomNumber ?? '',
          })
        : t('hotel.stays.change.shortened', {
            code: booking.code ?? '',
            date: after.checkOut,
            count: released.length,
          })
    )
    return response.redirect().withQs().back()
  }
}
