import type { HttpContext } from '@adonisjs/core/http'
import Booking from '#models/hotel/booking'
import { BOOKING_STATUSES } from '#enums/hotel/booking_status'
import {
  bookingMessages,
  cancelBookingValidator,
  confirmBookingValidator,
  createBookingValidator,
  DEFAULT_CREDIT_LIMIT_CENTS,
  guestOptionsValidator,
  NEW_BOOKING_STATUSES,
  quoteValidator,
  readBookingFilters,
  readBookingPrefill,
  readChartStart,
  updateBookingValidator,
} from '#validators/hotel/booking'
import { bookingsList } from '#queries/hotel/bookings_list'
import { tapeChart } from '#queries/hotel/tape_chart'
import {
  bookingFormOptions,
  guestOptionsMatching,
  roomTypeOptions,
} from '#queries/hotel/booking_form'
import { previewStay } from '#queries/hotel/stay_preview'
import { editRefusal } from '#services/hotel/bookings'
import { auditOf } from '#services/audit_context'
import { createBooking } from '#actions/hotel/create_booking'
import { updateBooking } from '#actions/hotel/update_booking'
import { transitionBooking, type BookingMove } from '#actions/hotel/transition_booking'
import BookingPolicy, { stayPermissions } from '#policies/hotel/booking_policy'
import BookingTransformer from '#transformers/hotel/booking_transformer'
import { addDays, appToday } from '#services/clock'
import { isoOf } from '#services/hotel/pricing'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

const CHART_DAYS = 30

export default class BookingsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const chartView = request.input('view') === 'chart'
    const filters = await readBookingFilters(request.qs())
    const from = chartView ? await readChartStart(request.qs(), addDays(appToday(), -3)) : null
    return inertia.render('Hotel/Bookings/Index', {
      view: chartView ? ('chart' as const) : ('list' as const),
      bookings: chartView ? null : await bookingsList(filters),
      chart: from ? await tapeChart(from, CHART_DAYS) : null,
      filters,
      roomTypes: await roomTypeOptions(),
      statuses: [...BOOKING_STATUSES],
      currency: appCurrency(),
      can: {
        create: await bouncer.with(BookingPolicy).allows('create'),
        move: await bouncer.with(BookingPolicy).allows('move'),
      },
    })
  }

  async create({ inertia, request, bouncer }: HttpContext) {
    const prefill = await readBookingPrefill(request.qs())
    return inertia.render('Hotel/Bookings/Create', {
      ...(await bookingFormOptions(prefill.guestId)),
      can: await stayPermissions(bouncer),
      prefill,
      statuses: [...NEW_BOOKING_STATUSES],
      defaultCreditLimitCents: DEFAULT_CREDIT_LIMIT_CENTS,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    const data = await request.validateUsing(createBookingValidator, {
      messagesProvider: bookingMessages,
    })
    const booking = await createBooking(
      { data, permissions: await stayPermissions(bouncer) },
      auditOf(ctx)
    )
    session.flash('success', t('hotel.bookings.created', { code: booking.code! }))
    return response.redirect(`/hotel/bookings/${booking.id}`)
  }

  async quote({ request, response, bouncer }: HttpContext) {
    const input = await request.validateUsing(quoteValidator, {
      data: request.qs(),
      messagesProvider: bookingMessages,
    })
    /* Only someone who may override the rate sees an overridden price; anyone else is shown the rate plan's. */
    const overrideRateCents = (await bouncer.with(BookingPolicy).allows('overrideRate'))
      ? (input.nightlyRateCents ?? null)
      : null
    return response.json(
      await previewStay({
        checkIn: isoOf(input.checkIn),
        checkOut: isoOf(input.checkOut),
        adults: input.adults ?? 1,
        children: input.children ?? 0,
        roomTypeId: input.roomTypeId ?? null,
        bookingId: input.bookingId ?? null,
        overrideRateCents,
      })
    )
  }

  async guestOptions({ request, response }: HttpContext) {
    const { search } = await request.validateUsing(guestOptionsValidator, { data: request.qs() })
    return response.json({ guests: await guestOptionsMatching(search ?? '') })
  }

  async edit({ inertia, params, bouncer, response, session }: HttpContext) {
    const booking = await Booking.findOrFail(params.id)
    if (booking.status === 'checked_in') {
      session.flash('error', t('hotel.stays.change.edit_in_house'))
      return response.redirect(`/hotel/bookings/${booking.id}`)
    }
    const refusal = editRefusal(booking.status)
    if (refusal) {
      session.flash('error', refusal)
      return response.redirect(`/hotel/bookings/${booking.id}`)
    }
    return inertia.render('Hotel/Bookings/Edit', {
      ...(await bookingFormOptions(booking.guestId)),
      can: await stayPermissions(bouncer),
      booking: BookingTransformer.transform(booking).useVariant('forEdit'),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const booking = await Booking.findOrFail(params.id)
    const data = await request.validateUsing(updateBookingValidator, {
      messagesProvider: bookingMessages,
    })
    await updateBooking(
      { booking, data, permissions: await stayPermissions(bouncer) },
      auditOf(ctx)
    )
    session.flash('success', t('hotel.bookings.saved', { code: booking.code! }))
    return response.redirect(`/hotel/bookings/${booking.id}`)
  }

  confirm(ctx: HttpContext) {
    return this.#move(ctx, 'confirmed', 'hotel.bookings.confirmed')
  }

  cancel(ctx: HttpContext) {
    return this.#move(ctx, 'cancelled', 'hotel.bookings.cancelled')
  }

  noShow(ctx: HttpContext) {
    return this.#move(ctx, 'no_show', 'hotel.bookings.marked_no_show')
  }

  async #move(ctx: HttpContext, to: BookingMove, doneKey: string) {
    const { request, response, params, session } = ctx
    const booking = await Booking.findOrFail(params.id)
    const validator = to === 'cancelled' ? cancelBookingValidator : confirmBookingValidator
    const { lockVersion, reason } = (await request.validateUsing(validator, {
      messagesProvider: bookingMessages,
    })) as { lockVersion?: number | null; reason?: string }
    await transitionBooking({ booking, to, lockVersion, reason }, auditOf(ctx))
    session.flash('success', t(doneKey, { code: booking.code! }))
    return response.redirect().back()
  }
}
