import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { HousekeepingBoard } from '@/modules/hotel/components/housekeeping-board'
import { TaskFiltersBar, TaskList } from '@/modules/hotel/components/housekeeping-task-list'
import { t } from '@/lib/i18n'
import type { Paginated } from '@/lib/pagination'
import type {
  BoardRoom,
  BoardTask,
  Housekeeper,
  TaskFilters,
  TaskKind,
  TaskStatus,
} from '@/modules/hotel/components/housekeeping-types'

type BoardAndTasksProps = {
  rooms: BoardRoom[]
  tasks: Paginated<BoardTask> | null
  filters: TaskFilters
  kinds: TaskKind[]
  statuses: TaskStatus[]
  housekeepers: Housekeeper[]
  onChange: (changes: Record<string, string>) => void
}

/** The supervisor's view: every room's state on the board, then the filtered task list. */
export function BoardAndTasks({
  rooms,
  tasks,
  filters,
  kinds,
  statuses,
  housekeepers,
  onChange,
}: BoardAndTasksProps) {
  return (
    <>
      <section aria-labelledby="board-title" className="grid gap-3">
        <h2 id="board-title" className="text-base font-medium">
          {t('hotel.housekeeping.board')}
        </h2>
        <HousekeepingBoard rooms={rooms} />
      </section>
      <Card className="gap-0 overflow-hidden py-0">
        <CardHeader className="gap-4 border-b py-4">
          <CardTitle>
            <h2>{t('hotel.housekeeping.tasks')}</h2>
          </CardTitle>
          <TaskFiltersBar
            filters={filters}
            kinds={kinds}
            statuses={statuses}
            housekeepers={housekeepers}
            onChange={onChange}
          />
        </CardHeader>
        <CardContent className="px-0">
          {tasks && <TaskList tasks={tasks.data} housekeepers={housekeepers} />}
        </CardContent>
      </Card>
    </>
  )
}
