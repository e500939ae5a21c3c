/* Housekeeping tasks: open → in_progress → done (an open task may also be finished directly). */
export const TASK_KINDS = ['checkout_clean', 'stay_over', 'inspection', 'maintenance'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  open: ['in_progress', 'done'],
  in_progress: ['open', 'done'],
  done: [],
}

export function canMoveTask(from: TaskStatus, to: TaskStatus) {
  return TASK_TRANSITIONS[from].includes(to)
}
