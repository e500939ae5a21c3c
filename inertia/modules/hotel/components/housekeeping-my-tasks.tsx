import { StickyNote } from 'lucide-react'
import { TaskStatusBadge } from '@/modules/hotel/components/housekeeping-task-status'
import { TaskMoveButtons } from '@/modules/hotel/components/housekeeping-task-actions'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { BoardTask } from '@/modules/hotel/components/housekeeping-types'

/** The phone list: one large card per task, Start and Done within thumb's reach. */
export function MyTasks({ tasks }: { tasks: BoardTask[] }) {
  if (tasks.length === 0)
    return (
      <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
        {t('hotel.housekeeping.mine_empty')}
      </p>
    )
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {tasks.map((task) => (
        <li
          key={task.id}
          data-task={task.id}
          aria-label={t('hotel.housekeeping.room_label', { number: task.room.number })}
          className={cn(
            'grid gap-3 rounded-lg border bg-card p-4 shadow-xs',
            task.status === 'done' && 'opacity-70'
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <span className="text-2xl font-semibold tabular-nums">{task.room.number}</span>
              <span className="text-sm">{t(`hotel.housekeeping.kind_${task.kind}`)}</span>
            </div>
            <TaskStatusBadge status={task.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {t('hotel.housekeeping.due_value', { date: task.dueOn })} ·{' '}
            {t('hotel.housekeeping.floor', { floor: task.room.floor })}
            {task.assigneeId === null && <> · {t('hotel.housekeeping.unassigned')}</>}
          </p>
          {task.notes && (
            <p className="flex items-start gap-2 text-sm">
              <StickyNote
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
              />
              {task.notes}
            </p>
          )}
          <TaskMoveButtons task={task} large />
        </li>
      ))}
    </ul>
  )
}
