import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| hotel.housekeeping.view opens the board; .update works on tasks (start,
| finish); .assign creates tasks and hands them to housekeepers. Whether a
| worker may touch one particular task (theirs or unassigned) is decided by the
| task actions, under the task's row lock.
*/
export default class HousekeepingPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'hotel.housekeeping.view')
  }

  update(actor: User) {
    return this.can(actor, 'hotel.housekeeping.update')
  }

  assign(actor: User) {
    return this.can(actor, 'hotel.housekeeping.assign')
  }
}
