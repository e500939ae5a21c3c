import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LayoutGrid, ListChecks } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ListPagination } from '@/components/lists/list-pagination'
import { HousekeepingBoard } from '@/modules/hotel/components/housekeeping-board'
import { TaskFiltersBar, TaskList } from '@/modules/hotel/components/housekeeping-task-list'
import { NewTaskDialog } from '@/modules/hotel/components/housekeeping-new-task'
import { MyTasks } from '@/modules/hotel/components/housekeeping-my-tasks'
import { BookingsLive, useHousekeepingLive } from '@/modules/hotel/components/housekeeping-live'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import type { Paginated } from '@/lib/pagination'
import type { SharedProps } from '@/types'
import type {
  BoardRoom,
  BoardTask,
  Housekeeper,
  TaskFilters,
  TaskKind,
  TaskStatus,
} from '@/modules/hotel/components/housekeeping-types'
import { urlFor } from '@/lib/routes'

type IndexProps = {
  mine: boolean
  today: string
  rooms: BoardRoom[]
  tasks: Paginated<BoardTask> | null
  myTasks: BoardTask[]
  filters: TaskFilters
  housekeepers: Housekeeper[]
  kinds: TaskKind[]
  statuses: TaskStatus[]
  can: { assign: boolean; update: boolean; viewBookings: boolean }
}

/** The live housekeeping board, or with ?mine=1 a housekeeper's own tasks as a phone list. */
export default function Index({
  mine,
  today,
  rooms,
  tasks,
  myTasks,
  filters,
  housekeepers,
  kinds,
  statuses,
  can,
}: IndexProps) {
  useHousekeepingLive<IndexProps>()
  const { change } = useListQuery()
  const refused = usePage<SharedProps>().props.errors?.task
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.housekeeping.title'), href: urlFor('hotel.housekeeping.index') },
      ]}
    >
      {can.viewBookings && <BookingsLive />}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={mine ? t('hotel.housekeeping.mine_title') : t('hotel.housekeeping.title')}
          description={
            mine ? t('hotel.housekeeping.mine_description') : t('hotel.housekeeping.description')
          }
        />
        <div className="flex flex-wrap gap-2">
          {can.update && (
            <Button variant="outline" asChild>
              <Link route="hotel.housekeeping.index" qs={{ mine: mine ? 0 : 1 }}>
                {mine ? <LayoutGrid aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
                {mine ? t('hotel.housekeeping.show_board') : t('hotel.housekeeping.show_mine')}
              </Link>
            </Button>
          )}
          {can.assign && !mine && (
            <NewTaskDialog rooms={rooms} kinds={kinds} housekeepers={housekeepers} today={today} />
          )}
        </div>
      </div>
      {refused && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t('hotel.housekeeping.refused')}</AlertTitle>
          <AlertDescription>{refused}</AlertDescription>
        </Alert>
      )}
      {mine ? (
        <MyTasks tasks={myTasks} />
      ) : (
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
                onChange={change}
              />
            </CardHeader>
            <CardContent className="px-0">
              {tasks && <TaskList tasks={tasks.data} housekeepers={housekeepers} />}
            </CardContent>
          </Card>
          {tasks && <ListPagination meta={tasks.metadata} />}
        </>
      )}
    </AppLayout>
  )
}
