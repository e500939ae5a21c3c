import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BoardTaskRow } from '#queries/hotel/housekeeping_board'

/** What the viewer may do on the board, decided once per request by the controller. */
export type BoardRights = { assign: boolean; update: boolean; userId: number }

/*
| A task as the board and the phone list show it (read with its room and assignee,
| app/queries/hotel/housekeeping_board.ts), with what the viewer may do to it: a
| supervisor may act on any task, a worker on their own and on the ones nobody holds.
|
|   HousekeepingTaskTransformer.transform(rows, rights).useVariant('forBoard')
*/
export default class HousekeepingTaskTransformer extends BaseTransformer<BoardTaskRow> {
  constructor(
    resource: BoardTaskRow,
    protected rights: BoardRights
  ) {
    super(resource)
  }

  forBoard() {
    const task = this.resource
    const { assign, update, userId } = this.rights
    const workable =
      update &&
      task.status !== 'done' &&
      (assign || task.assigneeId === null || task.assigneeId === userId)
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
        assign: assign && task.status !== 'done',
        start: workable && task.status === 'open',
        finish: workable,
      },
    }
  }
}
