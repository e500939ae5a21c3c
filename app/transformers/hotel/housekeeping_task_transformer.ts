import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BoardTaskRow } from '#queries/hotel/housekeeping_board'
import HousekeepingPolicy from '#policies/hotel/housekeeping_policy'

/*
| A task as the board and the phone list show it (read with its room and assignee,
| app/queries/hotel/housekeeping_board.ts), with what the viewer may do to it
| (HousekeepingPolicy): a supervisor may act on any task, a worker on their own
| and on the ones nobody holds.
*/
export default class HousekeepingTaskTransformer extends BaseTransformer<BoardTaskRow> {
  @inject()
  async forBoard({ bouncer }: HttpContext) {
    const task = this.resource
    const policy = bouncer.with(HousekeepingPolicy)
    return {
      ...this.pick(task, [
        'id',
        'roomId',
        'kind',
        'status',
        'assigneeId',
        'notes',
        'lockVersion',
        'room',
        'assigneeName',
        'dueOn',
        'startedAt',
        'finishedAt',
      ]),
      can: {
        assign: await policy.allows('reassign', task),
        start: await policy.allows('start', task),
        finish: await policy.allows('finish', task),
      },
    }
  }
}
