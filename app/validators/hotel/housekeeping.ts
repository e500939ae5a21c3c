import vine from '@vinejs/vine'
import { TASK_KINDS, TASK_STATUSES } from '#enums/hotel/housekeeping_task'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { day, id, lockVersion } from '#validators/fields'

export const TASKS_PER_PAGE = 25

const assignee = () => id().nullable().optional()

export const createTaskValidator = vine.create({
  roomId: id().exists({
    table: 'rooms',
    column: 'id',
    filter: (query) => {
      query.where('is_active', true)
    },
  }),
  kind: vine.enum(TASK_KINDS),
  assigneeId: assignee(),
  notes: vine.string().trim().maxLength(2000).optional(),
  dueOn: day().optional(),
})

export const assignTaskValidator = vine.create({
  assigneeId: assignee(),
  lockVersion: lockVersion(1),
})

export const moveTaskValidator = vine.create({ lockVersion: lockVersion(1) })

/* The board's query string: a broken value is dropped rather than failing the page. */
const taskFiltersValidator = vine.create({
  status: vine.enum([...TASK_STATUSES, 'active', 'all'] as const).optional(),
  kind: vine.enum(TASK_KINDS).optional(),
  assignee: vine
    .string()
    .trim()
    .regex(/^(none|\d{1,9})$/)
    .optional(),
  mine: vine.enum(['0', '1'] as const).optional(),
  ...pagingFields(100),
})

export async function readTaskFilters(query: Record<string, unknown>) {
  const picked = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== '')
  )
  const valid = await validateDroppingInvalid(taskFiltersValidator, picked)
  return {
    /* 'active' (open or in progress) unless asked otherwise: what still needs doing. */
    status: valid.status ?? 'active',
    kind: valid.kind ?? ('' as const),
    assignee: valid.assignee ?? '',
    mine: valid.mine ?? null,
    page: valid.page ?? 1,
    perPage: valid.per_page ?? TASKS_PER_PAGE,
  }
}

export type TaskFilters = Awaited<ReturnType<typeof readTaskFilters>>
