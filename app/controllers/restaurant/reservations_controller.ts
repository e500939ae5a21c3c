import type { HttpContext } from '@adonisjs/core/http'
import Reservation from '#models/restaurant/reservation'
import Customer from '#models/customers/customer'
import {
  createReservationValidator,
  customerOptionsValidator,
  moveReservationValidator,
  readReservationFilters,
  readReservationPrefill,
  seatReservationValidator,
  updateReservationValidator,
} from '#validators/restaurant/reservations'
import { restaurantMessages } from '#validators/restaurant/messages'
import {
  findReservationRow,
  listReservations,
  reservationDay,
  tableOptions,
} from '#queries/restaurant/reservation_query'
import { customerOptions } from '#queries/customers/customer_query'
import ReservationPolicy from '#policies/restaurant/reservation_policy'
import ReservationTransformer from '#transformers/restaurant/reservation_transformer'
import { createReservation } from '#actions/restaurant/create_reservation'
import { updateReservation } from '#actions/restaurant/update_reservation'
import {
  transitionReservation,
  type ReservationMove,
} from '#actions/restaurant/transition_reservation'
import {
  DEFAULT_RESERVATION_MINUTES,
  RESERVATION_STATUSES,
} from '#enums/restaurant/reservation_status'
import { localParts, appToday, appZone } from '#services/clock'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'

export default class ReservationsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(ReservationPolicy).authorize('view')
    const today = appToday()
    const filters = await readReservationFilters(request.qs(), today)
    const dayView = filters.view === 'day'
    return inertia.render('Restaurant/Reservations/Index', {
      view: filters.view,
      reservations: dayView ? null : await listReservations(filters),
      day: dayView ? await reservationDay(filters.date) : null,
      filters,
      today,
      zone: appZone(),
      statuses: [...RESERVATION_STATUSES],
      can: { manage: await bouncer.with(ReservationPolicy).allows('manage') },
    })
  }

  async create({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(ReservationPolicy).authorize('manage')
    const { customerId, tableId } = await readReservationPrefill(request.qs())
    const customer = customerId ? await Customer.find(customerId) : null
    return inertia.render('Restaurant/Reservations/Create', {
      tables: await tableOptions(),
      today: appToday(),
      defaultMinutes: DEFAULT_RESERVATION_MINUTES,
      prefill: {
        tableId,
        customer: customer
          ? { id: customer.id, name: customer.name, phone: customer.phone, email: customer.email }
          : null,
      },
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, bouncer } = ctx
    await bouncer.with(ReservationPolicy).authorize('manage')
    const data = await request.validateUsing(createReservationValidator, {
      messagesProvider: restaurantMessages,
    })
    const reservation = await createReservation({ data }, auditOf(ctx))
    session.flash('success', t('restaurant.reservations.created', { code: reservation.code! }))
    return response.redirect(`/restaurant/reservations/${reservation.id}`)
  }

  async customerOptions({ request, response, bouncer }: HttpContext) {
    await bouncer.with(ReservationPolicy).authorize('manage')
    const { search } = await request.validateUsing(customerOptionsValidator, { data: request.qs() })
    return response.json({ customers: await customerOptions(search ?? '') })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(ReservationPolicy).authorize('view')
    const reservation = await Reservation.findOrFail(params.id)
    const row = (await findReservationRow(reservation.id))!
    const manage = await bouncer.with(ReservationPolicy).allows('manage')
    return inertia.render('Restaurant/Reservations/Show', {
      reservation: {
        ...row,
        lockVersion: reservation.lockVersion,
        ...localParts(reservation.startsAt),
        seatedAt: reservation.seatedAt?.toISO() ?? null,
        completedAt: reservation.completedAt?.toISO() ?? null,
        createdAt: reservation.createdAt.toISO()!,
      },
      tables: manage ? await tableOptions() : [],
      zone: appZone(),
      today: appToday(),
      can: ReservationTransformer.transform(reservation).useVariant('forShowActions'),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, session, bouncer } = ctx
    await bouncer.with(ReservationPolicy).authorize('manage')
    const reservation = await Reservation.findOrFail(params.id)
    const data = await request.validateUsing(updateReservationValidator, {
      messagesProvider: restaurantMessages,
    })
    await updateReservation({ reservation, data }, auditOf(ctx))
    session.flash('success', t('restaurant.reservations.saved', { code: reservation.code! }))
    return response.redirect(`/restaurant/reservations/${reservation.id}`)
  }

  async seat(ctx: HttpContext) {
    await ctx.bouncer.with(ReservationPolicy).authorize('manage')
    const { table_id: tableId, lock_version: lockVersion } = await ctx.request.validateUsing(
      seatReservationValidator,
      { messagesProvider: restaurantMessages }
    )
    return this.#move(ctx, 'seated', { tableId, lockVersion })
  }

  complete(ctx: HttpContext) {
    return this.#simpleMove(ctx, 'completed')
  }

  cancel(ctx: HttpContext) {
    return this.#simpleMove(ctx, 'cancelled')
  }

  noShow(ctx: HttpContext) {
    return this.#simpleMove(ctx, 'no_show')
  }

  async #simpleMove(ctx: HttpContext, to: ReservationMove) {
    await ctx.bouncer.with(ReservationPolicy).authorize('manage')
    const { lock_version: lockVersion, reason } = await ctx.request.validateUsing(
      moveReservationValidator,
      { messagesProvider: restaurantMessages }
    )
    return this.#move(ctx, to, { lockVersion, reason })
  }

  async #move(
    ctx: HttpContext,
    to: ReservationMove,
    options: { tableId?: number | null; lockVersion?: number; reason?: string }
  ) {
    const { params, response, session } = ctx
    const reservation = await Reservation.findOrFail(params.id)
    await transitionReservation({ reservation, to, ...options }, auditOf(ctx))
    session.flash('success', t(`restaurant.reservations.done.${to}`, { code: reservation.code! }))
    return response.redirect().back()
  }
}
