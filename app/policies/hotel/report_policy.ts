import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* reports.view.hotel opens the hotel's reports and their CSV downloads. */
export default class HotelReportPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'reports.view.hotel')
  }
}
