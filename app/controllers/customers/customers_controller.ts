import type { HttpContext } from '@adonisjs/core/http'
import Customer from '#models/customers/customer'
import Guest from '#models/hotel/guest'
import CustomerPolicy from '#policies/customers/customer_policy'
import CustomerTransformer from '#transformers/customers/customer_transformer'
import {
  customerValidator,
  guestOptionsValidator,
  readCustomerFilters,
} from '#validators/customers/customers'
import { customerMessages } from '#validators/customers/messages'
import { listCustomers, tagsInUse } from '#queries/customers/customer_query'
import { reservationsOfCustomer } from '#queries/restaurant/reservation_query'
import { ordersOfCustomer } from '#queries/restaurant/order_query'
import { listGuests } from '#queries/hotel/guest_query'
import { createCustomer } from '#actions/customers/create_customer'
import { updateCustomer } from '#actions/customers/update_customer'
import { deleteCustomer } from '#actions/customers/delete_customer'
import type { CustomerData } from '#services/customers/customers'
import { CUSTOMER_KINDS } from '#enums/customers/customer_kind'
import { NotAllowedError } from '#exceptions/domain_errors'
import { appZone } from '#services/clock'
import { auditOf } from '#services/audit_context'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

const guestOption = (guest: Guest) => ({
  id: guest.id,
  fullName: guest.fullName,
  email: guest.email,
})
const linkedGuest = async (guestId: number | null) => {
  const guest = guestId ? await Guest.find(guestId) : null
  return guest ? guestOption(guest) : null
}

/*
| Linking a hotel guest profile shows the guest's name, so it takes the right to see guests:
| the validator checks it before it looks the guest up; unlinking is checked here.
*/
async function validate({ request, bouncer }: HttpContext, current: number | null = null) {
  const linkGuest = await bouncer.with(CustomerPolicy).allows('linkGuest')
  const data: CustomerData = await request.validateUsing(customerValidator, {
    meta: { linkGuest, currentGuestId: current },
    messagesProvider: customerMessages,
  })
  if ((data.guest_id ?? null) !== current && !linkGuest)
    throw new NotAllowedError(t('customers.guest_link_refused'), { field: 'guest_id' })
  return data
}

export default class CustomersController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const filters = await readCustomerFilters(request.qs())
    const customers = await listCustomers(filters)
    return inertia.render('Customers/Index', {
      customers: CustomerTransformer.paginate(customers.all(), customers.getMeta()).useVariant(
        'forIndex'
      ),
      filters,
      kinds: [...CUSTOMER_KINDS],
      tags: await tagsInUse(),
      can: { create: await bouncer.with(CustomerPolicy).allows('create') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    return inertia.render('Customers/Create', {
      kinds: [...CUSTOMER_KINDS],
      can: { linkGuest: await bouncer.with(CustomerPolicy).allows('linkGuest') },
    })
  }

  async store(ctx: HttpContext) {
    const data = await validate(ctx)
    const customer = await createCustomer({ data }, auditOf(ctx))
    ctx.session.flash('success', t('customers.created', { name: customer.name }))
    return ctx.response.redirect().toRoute('customers.show', { id: customer.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const customer = await Customer.findOrFail(params.id)
    const policy = bouncer.with(CustomerPolicy)
    return inertia.render('Customers/Show', {
      customer: CustomerTransformer.transform(customer).useVariant('forShow'),
      guest: (await policy.allows('linkGuest')) ? await linkedGuest(customer.guestId) : null,
      reservations: (await policy.allows('viewReservations'))
        ? await reservationsOfCustomer(customer.id)
        : null,
      orders: (await policy.allows('viewOrders')) ? await ordersOfCustomer(customer.id) : null,
      currency: appCurrency(),
      zone: appZone(),
      can: CustomerTransformer.transform(customer).useVariant('forAbilities'),
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const customer = await Customer.findOrFail(params.id)
    const linkGuest = await bouncer.with(CustomerPolicy).allows('linkGuest')
    return inertia.render('Customers/Edit', {
      customer: CustomerTransformer.transform(customer).useVariant('forShow'),
      guest: linkGuest ? await linkedGuest(customer.guestId) : null,
      kinds: [...CUSTOMER_KINDS],
      can: { linkGuest },
    })
  }

  async update(ctx: HttpContext) {
    const customer = await Customer.findOrFail(ctx.params.id)
    const data = await validate(ctx, customer.guestId)
    await updateCustomer({ customer, data }, auditOf(ctx))
    ctx.session.flash('success', t('customers.saved'))
    return ctx.response.redirect().toRoute('customers.edit', { id: customer.id })
  }

  async destroy(ctx: HttpContext) {
    const { params, response, session } = ctx
    const customer = await Customer.findOrFail(params.id)
    await deleteCustomer({ customer }, auditOf(ctx))
    session.flash('success', t('customers.deleted', { name: customer.name }))
    return response.redirect().toRoute('customers.index')
  }

  /* The guest picker of the customer form. */
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
}
