import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Customer from '#models/customers/customer'
import CustomerPolicy from '#policies/customers/customer_policy'

/* What the customer screens may see of a customer, and what the signed-in user may do to them. */
export default class CustomerTransformer extends BaseTransformer<Customer> {
  forIndex() {
    return this.pick(this.resource, [
      'id',
      'kind',
      'name',
      'taxId',
      'email',
      'phone',
      'marketingConsent',
      'tags',
      'guestId',
    ])
  }

  forShow() {
    return {
      ...this.forIndex(),
      ...this.pick(this.resource, ['address', 'notes']),
      createdAt: this.resource.createdAt.toISO()!,
    }
  }

  /* The customer page's buttons. */
  @inject()
  async forAbilities({ bouncer }: HttpContext) {
    const policy = bouncer.with(CustomerPolicy)
    return {
      update: await policy.allows('update'),
      delete: await policy.allows('delete'),
      reserve: await policy.allows('reserve'),
    }
  }
}
