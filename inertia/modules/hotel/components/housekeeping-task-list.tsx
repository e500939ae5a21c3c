import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
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
  const filtered = filters.status !== 'active' || Boolean(filters.kind) || Boolean(filters.assignee)
  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-3 md:grid-cols-[14rem_12rem_14rem_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="tasks-status">{t('hotel.housekeeping.status')}</Label>
        <NativeSelect
          id="tasks-status"
          value={filters.status}
          onChange={(event) =>
            onChange({ status: event.target.value === 'active' ? '' : event.target.value })
          }
        >
          <option value="active">{t('hotel.housekeeping.status_active')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`hotel.housekeeping.task_status_${status}`)}
            </option>
          ))}
          <option value="all">{t('hotel.housekeeping.status_all')}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tasks-kind">{t('hotel.housekeeping.kind')}</Label>
        <NativeSelect
          id="tasks-kind"
          value={filters.kind}
          onChange={(event) => onChange({ kind: event.target.value })}
        >
          <option value="">{t('hotel.housekeeping.all_kinds')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`hotel.housekeeping.kind_${kind}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tasks-assignee">{t('hotel.housekeeping.assignee')}</Label>
        <NativeSelect
          id="tasks-assignee"
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.target.value })}
        >
          <option value="">{t('hotel.housekeeping.anyone')}</option>
          <option value="none">{t('hotel.housekeeping.unassigned')}</option>
          {housekeepers.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="ghost"
        className={filtered ? '' : 'hidden sm:invisible sm:inline-flex'}
        onClick={() => onChange({ status: '', kind: '', assignee: '' })}
      >
        <X aria-hidden="true" />
        {t('hotel.clear_filters')}
      </Button>
    </div>
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
