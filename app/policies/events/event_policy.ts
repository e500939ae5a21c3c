import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* events.view opens the activity log, its entries and the Dashboard's recent activity. */
export default class EventPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'events.view')
  }
}
