import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import { BOOKING_SOURCES, BOOKING_STATUSES } from '#enums/hotel/booking_status'
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
import { listGuests } from '#queries/hotel/guest_query'
import { BookingRefused, previewStay } from '#actions/hotel/booking_changes'
import { createBooking } from '#actions/hotel/create_booking'
import { assertEditable, updateBooking } from '#actions/hotel/update_booking'
import { transitionBooking, type BookingMove } from '#actions/hotel/transition_booking'
import { addDays, appToday, isoDate } from '#services/clock'
import { isoOf } from '#services/hotel/pricing'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

const CHART_DAYS = 30
const allows = (bouncer: HttpContext['bouncer'], permission: string) =>
  bouncer.allows('permission', permission)
const guestOption = (guest: Guest) => ({
  id: guest.id,
  fullName: guest.fullName,
  email: guest.email,
  isVip: guest.isVip,
  isBlocked: guest.isBlocked,
})
const typeOptions = async () => {
  const types = await db
    .from('room_types')
    .select('id', 'code', 'name', 'max_adults', 'max_children', 'is_active')
    .orderBy('code')
  return types.map((type) => ({
    id: type.id as number,
    code: type.code as string,
    name: type.name as string,
    maxAdults: type.max_adults as number,
    maxChildren: type.max_children as number,
    isActive: type.is_active as boolean,
  }))
}

/* What a user may do beyond the route's own permission: the form hides those fields, the rules refuse them. */
async function stayPermissions(bouncer: HttpContext['bouncer']) {
  return {
    overrideRate: await allows(bouncer, 'hotel.bookings.override_rate'),
    overrideBlock: await allows(bouncer, 'hotel.guests.override_block'),
    editCreditLimit: await allows(bouncer, 'hotel.bookings.update'),
  }
}

async function formProps(bouncer: HttpContext['bouncer'], guestId: number | null) {
  const guest = guestId ? await Guest.find(guestId) : null
  return {
    guest: guest ? guestOption(guest) : null,
    roomTypes: await typeOptions(),
    sources: [...BOOKING_SOURCES],
    currency: appCurrency(),
    today: appToday(),
    can: await stayPermissions(bouncer),
  }
}

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
      roomTypes: await typeOptions(),
      statuses: [...BOOKING_STATUSES],
      currency: appCurrency(),
      can: {
        create: await allows(bouncer, 'hotel.bookings.create'),
        move: await allows(bouncer, 'hotel.bookings.update'),
      },
    })
  }

  async create({ inertia, request, bouncer }: HttpContext) {
    const prefill = await readBookingPrefill(request.qs())
    return inertia.render('Hotel/Bookings/Create', {
      ...(await formProps(bouncer, prefill.guestId)),
      prefill,
      statuses: [...NEW_BOOKING_STATUSES],
      defaultCreditLimitCents: DEFAULT_CREDIT_LIMIT_CENTS,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, auth, session } = ctx
    const data = await request.validateUsing(createBookingValidator, {
      messagesProvider: bookingMessages,
    })
    const booking = await createBooking({
      data,
      actor: auth.user!,
      permissions: await stayPermissions(bouncer),
      request: ctx,
    })
    session.flash('success', t('hotel.bookings.created', { code: booking.code! }))
    return response.redirect(`/hotel/bookings/${booking.id}`)
  }

  async quote({ request, response, bouncer }: HttpContext) {
    const input = await request.validateUsing(quoteValidator, {
      data: request.qs(),
      messagesProvider: bookingMessages,
    })
    /* Only someone who may override the rate sees an overridden price; anyone else is shown the rate plan's. */
    const overrideRateCents = (await allows(bouncer, 'hotel.bookings.override_rate'))
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
    const page = await listGuests({
      search: search ?? '',
      vip: '',
      blocked: '',
      sort: 'name',
      direction: 'asc',
      page: 1,
      perPage: 10,
    })
    return response.json({ guests: page.all().map(guestOption) })
  }

  async edit({ inertia, params, bouncer, response, session }: HttpContext) {
    const booking = await Booking.findOrFail(params.id)
    if (booking.status === 'checked_in') {
      session.flash('error', t('hotel.stays.change.edit_in_house'))
      return response.redirect(`/hotel/bookings/${booking.id}`)
    }
    try {
      assertEditable(booking)
    } catch (error) {
      if (!(error instanceof BookingRefused)) throw error
      session.flash('error', error.message)
      return response.redirect(`/hotel/bookings/${booking.id}`)
    }
    return inertia.render('Hotel/Bookings/Edit', {
      ...(await formProps(bouncer, booking.guestId)),
      booking: {
        id: booking.id,
        /* Generated by the database on insert: a saved booking always has one. */
        code: booking.code!,
        status: booking.status,
        lockVersion: booking.lockVersion,
        guestId: booking.guestId,
        roomTypeId: booking.roomTypeId,
        roomId: booking.roomId,
        adults: booking.adults,
        children: booking.children,
        source: booking.source,
        specialRequests: booking.specialRequests,
        creditLimitCents: booking.creditLimitCents,
        nightlyRateCents: booking.nightlyRateCents,
        totalCents: booking.totalCents,
        checkIn: isoDate(booking.checkIn),
        checkOut: isoDate(booking.checkOut),
      },
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, auth, session } = ctx
    const booking = await Booking.findOrFail(params.id)
    const data = await request.validateUsing(updateBookingValidator, {
      messagesProvider: bookingMessages,
    })
    return this.#refusable(ctx, async () => {
      await updateBooking({
        booking,
        data,
        actor: auth.user!,
        permissions: await stayPermissions(bouncer),
        request: ctx,
      })
      session.flash('success', t('hotel.bookings.saved', { code: booking.code! }))
      return response.redirect(`/hotel/bookings/${booking.id}`)
    })
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
    const { request, response, params, auth, session } = ctx
    const booking = await Booking.findOrFail(params.id)
    const validator = to === 'cancelled' ? cancelBookingValidator : confirmBookingValidator
    const { lockVersion, reason } = (await request.validateUsing(validator, {
      messagesProvider: bookingMessages,
    })) as { lockVersion?: number | null; reason?: string }
    return this.#refusable(ctx, async () => {
      await transitionBooking({ booking, to, lockVersion, reason, actor: auth.user!, request: ctx })
      session.flash('success', t(doneKey, { code: booking.code! }))
      return response.redirect().back()
    })
  }

  /* A refusal (a move the lifecycle forbids, a booking no longer editable) goes back with the reason as a flash message. */
  async #refusable(ctx: HttpContext, work: () => Promise<unknown>) {
    try {
      return await work()
    } catch (error) {
      if (!(error instanceof BookingRefused)) throw error
      ctx.session.flash('error', error.message)
      return ctx.response.redirect().back()
    }
  }
}
