import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LayoutGrid, ListChecks } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { BoardAndTasks } from '@/modules/hotel/components/housekeeping-board-and-tasks'
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
    <ListPage
      breadcrumbs={[
        { title: t('hotel.housekeeping.title'), href: urlFor('hotel.housekeeping.index') },
      ]}
      live={can.viewBookings && <BookingsLive />}
      title={mine ? t('hotel.housekeeping.mine_title') : t('hotel.housekeeping.title')}
      description={
        mine ? t('hotel.housekeeping.mine_description') : t('hotel.housekeeping.description')
      }
      actions={
        <>
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
        </>
      }
      notice={
        refused && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{t('hotel.housekeeping.refused')}</AlertTitle>
            <AlertDescription>{refused}</AlertDescription>
          </Alert>
        )
      }
      meta={mine ? null : tasks?.metadata}
      framed={false}
    >
      {mine ? (
        <MyTasks tasks={myTasks} />
      ) : (
        <BoardAndTasks
          rooms={rooms}
          tasks={tasks}
          filters={filters}
          kinds={kinds}
          statuses={statuses}
          housekeepers={housekeepers}
          onChange={change}
        />
      )}
    </ListPage>
  )
}
