import type User from '#models/identity/user'
import type { TaskStatus } from '#enums/hotel/housekeeping_task'
import AppPolicy from '#policies/base_policy'

/** What the task rules read of a task: its status and who holds it. */
type TaskHold = { status: TaskStatus; assigneeId: number | null }

/*
| hotel.housekeeping.view opens the board; .update works on tasks (start,
| finish); .assign creates tasks and hands them to housekeepers. A supervisor
| (who holds .assign) may work on any task, anyone else on their own and on the
| ones nobody holds. The task actions decide the same again under the task's
| row lock; these answers only say which buttons a screen shows.
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

  /** Handing this task to someone else: a supervisor, while it is not done. */
  async reassign(actor: User, task: TaskHold) {
    return task.status !== 'done' && (await this.assign(actor))
  }

  async start(actor: User, task: TaskHold) {
    return task.status === 'open' && (await this.works(actor, task))
  }

  finish(actor: User, task: TaskHold) {
    return this.works(actor, task)
  }

  protected async works(actor: User, task: TaskHold) {
    if (task.status === 'done' || !(await this.update(actor))) return false
    return task.assigneeId === null || task.assigneeId === actor.id || this.assign(actor)
  }
}
