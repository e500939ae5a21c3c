/* The shapes the housekeeping board receives: the board query's and the task transformer's own types. */
import type { Data } from '~generated/data'
import type {
  TaskKind as ServerTaskKind,
  TaskStatus as ServerTaskStatus,
} from '#enums/hotel/housekeeping_task'
import type {
  BoardRoom as ServerBoardRoom,
  Occupancy as ServerOccupancy,
} from '#queries/hotel/housekeeping_board'

export type TaskKind = ServerTaskKind
export type TaskStatus = ServerTaskStatus
export type Occupancy = ServerOccupancy

export type BoardRoom = ServerBoardRoom

export type BoardTask = Data.Hotel.HousekeepingTask.Variants['forBoard']

export type TaskFilters = {
  status: 'active' | 'all' | TaskStatus
  kind: '' | TaskKind
  assignee: string
}

export type Housekeeper = { id: number; fullName: string }
