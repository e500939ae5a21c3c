import type { HttpContext } from '@adonisjs/core/http'
import Guest from '#models/hotel/guest'
import GuestPolicy from '#policies/hotel/guest_policy'
import CustomerPolicy from '#policies/customers/customer_policy'
import GuestTransformer from '#transformers/hotel/guest_transformer'
import { guestValidator, readGuestFilters } from '#validators/hotel/guests'
import { hotelMessages } from '#validators/hotel/messages'
import { guestSpendCents, guestStays, listGuests } from '#queries/hotel/guest_query'
import { openBalanceOfGuest } from '#queries/hotel/folio'
import { blockFields, requestedBlock } from '#services/hotel/guests'
import { createGuest } from '#actions/hotel/create_guest'
import { updateGuest } from '#actions/hotel/update_guest'
import { customerOfGuest } from '#queries/customers/customer_query'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

const findGuest = (id: string) => Guest.findOrFail(id)
const validate = (request: HttpContext['request']) =>
  request.validateUsing(guestValidator, { messagesProvider: hotelMessages })

export default class GuestsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(GuestPolicy).authorize('view')
    const filters = await readGuestFilters(request.qs())
    const guests = await listGuests(filters)
    return inertia.render('Hotel/Guests/Index', {
      guests: GuestTransformer.paginate(guests.all(), guests.getMeta()).useVariant('forIndex'),
      filters,
      can: { create: await bouncer.with(GuestPolicy).allows('create') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(GuestPolicy).authorize('create')
    return inertia.render('Hotel/Guests/Create', {
      can: { overrideBlock: await bouncer.with(GuestPolicy).allows('overrideBlock') },
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(GuestPolicy).authorize('create')
    const data = await validate(request)
    await bouncer.with(GuestPolicy).authorize('saveBlock', requestedBlock(data))
    const guest = await createGuest({ data }, auditOf(ctx))
    session.flash('success', t('hotel.guests.created', { name: guest.fullName }))
    return response.redirect().toRoute('hotel.guests.show', { id: guest.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const guest = await findGuest(params.id)
    await bouncer.with(GuestPolicy).authorize('view')
    return inertia.render('Hotel/Guests/Show', {
      guest: GuestTransformer.transform(guest).useVariant('forShow'),
      stays: await guestStays(guest.id),
      spendCents: await guestSpendCents(guest.id),
      openBalanceCents: await openBalanceOfGuest(guest.id),
      customer: (await bouncer.with(CustomerPolicy).allows('view'))
        ? await customerOfGuest(guest.id)
        : null,
      can: { update: await bouncer.with(GuestPolicy).allows('update') },
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const guest = await findGuest(params.id)
    await bouncer.with(GuestPolicy).authorize('update')
    return inertia.render('Hotel/Guests/Edit', {
      guest: GuestTransformer.transform(guest).useVariant('forShow'),
      can: { overrideBlock: await bouncer.with(GuestPolicy).allows('overrideBlock') },
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const guest = await findGuest(params.id)
    await bouncer.with(GuestPolicy).authorize('update')
    const data = await validate(request)
    await bouncer.with(GuestPolicy).authorize('saveBlock', requestedBlock(data), blockFields(guest))
    await updateGuest({ guest, data }, auditOf(ctx))
    session.flash('success', t('hotel.saved'))
    return response.redirect().toRoute('hotel.guests.edit', { id: guest.id })
  }
}
