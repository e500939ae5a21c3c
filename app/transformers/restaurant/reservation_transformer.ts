import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Reservation from '#models/restaurant/reservation'
import ReservationPolicy from '#policies/restaurant/reservation_policy'
import CustomerPolicy from '#policies/customers/customer_policy'

/* What the signed-in user may do to a reservation from its page, as the policy rules it. */
export default class ReservationTransformer extends BaseTransformer<Reservation> {
  @inject()
  async forShowActions({ bouncer }: HttpContext) {
    const policy = bouncer.with(ReservationPolicy)
    return {
      edit: await policy.allows('edit', this.resource),
      seat: await policy.allows('move', this.resource, 'seated'),
      complete: await policy.allows('move', this.resource, 'completed'),
      cancel: await policy.allows('move', this.resource, 'cancelled'),
      noShow: await policy.allows('move', this.resource, 'no_show'),
      viewCustomer: await bouncer.with(CustomerPolicy).allows('view'),
    }
  }
}
