import { BaseTransformer } from '@adonisjs/core/transformers'
import type Customer from '#models/customers/customer'

/* What the customer screens may see of a customer. */
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
}
