import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type HousekeepingTask from '#models/hotel/housekeeping_task'
import HousekeepingPolicy from '#policies/hotel/housekeeping_policy'

/*
| A task as the board and the phone list show it (room and assignee preloaded),
| with what the viewer may do to it: a supervisor may act on any task, a worker
| on their own and on the ones nobody holds.
*/
export default class HousekeepingTaskTransformer extends BaseTransformer<HousekeepingTask> {
  @inject()
  async forBoard({ bouncer, auth }: HttpContext) {
    const task = this.resource
    const [assign, update] = await Promise.all([bouncer.with(HousekeepingPolicy).allows('assign'), bouncer.with(HousekeepingPolicy).allows('update')])
    const workable = update && task.status !== 'done' && (assign || task.assigneeId === null || task.assigneeId === auth.user?.id)
    return {
      ...this.pick(task, ['id', 'roomId', 'kind', 'status', 'assigneeId', 'notes', 'lockVersion']),
      room: { number: task.room.number, floor: task.room.floor },
      assigneeName: task.assignee?.fullName ?? null,
      dueOn: task.dueOn.toISODate(),
      startedAt: task.startedAt?.toISO() ?? null,
      finishedAt: task.finishedAt?.toISO() ?? null,
      can: {
        assign: assign && task.status !== 'done',
        start: workable && task.status === 'open',
        finish: workable,
      },
    }
  }
}
