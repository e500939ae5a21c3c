/*
| Housekeeping tasks: open → in_progress → done (an open task may also be finished directly).
| Taking a room out of service cancels its open and in-progress tasks; nobody moves a task there by hand.
*/
export const TASK_KINDS = ['checkout_clean', 'stay_over', 'inspection', 'maintenance'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

export const TASK_STATUSES = ['open', 'in_progress', 'done', 'cancelled'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  open: ['in_progress', 'done'],
  in_progress: ['open', 'done'],
  done: [],
  cancelled: [],
}

export function canMoveTask(from: TaskStatus, to: TaskStatus) {
  return TASK_TRANSITIONS[from].includes(to)
}
