import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* reports.view.restaurant opens the restaurant's reports and their CSV downloads. */
export default class RestaurantReportPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'reports.view.restaurant')
  }
}
