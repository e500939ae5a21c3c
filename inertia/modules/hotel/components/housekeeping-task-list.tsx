import { FilterBar } from '@/components/lists/filter-bar'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { TaskStatusBadge } from '@/modules/hotel/components/housekeeping-task-status'
import {
  TaskAssigneeSelect,
  TaskMoveButtons,
} from '@/modules/hotel/components/housekeeping-task-actions'
import { t } from '@/lib/i18n'
import type {
  BoardTask,
  Housekeeper,
  TaskFilters,
  TaskKind,
  TaskStatus,
} from '@/modules/hotel/components/housekeeping-types'

type FiltersProps = {
  filters: TaskFilters
  kinds: TaskKind[]
  statuses: TaskStatus[]
  housekeepers: Housekeeper[]
  onChange: (changes: Record<string, string>) => void
}

/** Status, kind and assignee; every change lands in the URL. */
export function TaskFiltersBar({ filters, kinds, statuses, housekeepers, onChange }: FiltersProps) {
  return (
    <FilterBar
      id="tasks"
      selects={[
        {
          name: 'status',
          label: t('hotel.housekeeping.status'),
          value: filters.status,
          initial: 'active',
          options: [
            { value: 'active', label: t('hotel.housekeeping.status_active') },
            ...statuses.map((status) => ({
              value: status,
              label: t(`hotel.housekeeping.task_status_${status}`),
            })),
            { value: 'all', label: t('hotel.housekeeping.status_all') },
          ],
        },
        {
          name: 'kind',
          label: t('hotel.housekeeping.kind'),
          value: filters.kind,
          anyLabel: t('hotel.housekeeping.all_kinds'),
          options: kinds.map((kind) => ({
            value: kind,
            label: t(`hotel.housekeeping.kind_${kind}`),
          })),
        },
        {
          name: 'assignee',
          label: t('hotel.housekeeping.assignee'),
          value: filters.assignee,
          anyLabel: t('hotel.housekeeping.anyone'),
          options: [
            { value: 'none', label: t('hotel.housekeeping.unassigned') },
            ...housekeepers.map((person) => ({ value: String(person.id), label: person.fullName })),
          ],
        },
      ]}
      /* The default status stays out of the URL. */
      onChange={(changes) =>
        onChange(changes.status === 'active' ? { ...changes, status: '' } : changes)
      }
    />
  )
}

/** The tasks, what is in progress and due first on top, with the moves the viewer may make. */
export function TaskList({
  tasks,
  housekeepers,
}: {
  tasks: BoardTask[]
  housekeepers: Housekeeper[]
}) {
  if (tasks.length === 0)
    return (
      <p className="p-4 text-sm text-muted-foreground">{t('hotel.housekeeping.tasks_empty')}</p>
    )
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('hotel.housekeeping.room')}</TableHead>
          <TableHead>{t('hotel.housekeeping.kind')}</TableHead>
          <TableHead>{t('hotel.housekeeping.assignee')}</TableHead>
          <TableHead>{t('hotel.housekeeping.status')}</TableHead>
          <TableHead>{t('hotel.housekeeping.due_on')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('hotel.housekeeping.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tasks.map((task) => (
          <TableRow key={task.id} data-task={task.id}>
            <TableCell className="font-medium tabular-nums">{task.room.number}</TableCell>
            <TableCell>
              <div>{t(`hotel.housekeeping.kind_${task.kind}`)}</div>
              {task.notes && (
                <div className="max-w-64 truncate text-xs text-muted-foreground">{task.notes}</div>
              )}
            </TableCell>
            <TableCell>
              <TaskAssigneeSelect task={task} housekeepers={housekeepers} />
            </TableCell>
            <TableCell>
              <TaskStatusBadge status={task.status} />
            </TableCell>
            <TableCell className="tabular-nums">{task.dueOn}</TableCell>
            <TableCell>
              <TaskMoveButtons task={task} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
