/* The shapes the housekeeping board receives; the board query and the task transformer produce exactly these. */
import type { HousekeepingStatus } from '@/modules/hotel/types'

export type TaskKind = 'checkout_clean' | 'stay_over' | 'inspection' | 'maintenance'
export type TaskStatus = 'open' | 'in_progress' | 'done' | 'cancelled'
export type Occupancy = 'vacant' | 'occupied' | 'arriving' | 'departing'

export type BoardRoom = {
  id: number
  number: string
  floor: number
  typeCode: string
  housekeepingStatus: HousekeepingStatus
  occupancy: Occupancy
  arrivalToday: boolean
  block: { reason: string; endsOn: string } | null
  task: { id: number; kind: TaskKind; status: TaskStatus; assigneeName: string | null } | null
}

export type BoardTask = {
  id: number
  roomId: number
  kind: TaskKind
  status: TaskStatus
  assigneeId: number | null
  assigneeName: string | null
  notes: string
  lockVersion: number
  room: { number: string; floor: number }
  dueOn: string
  startedAt: string | null
  finishedAt: string | null
  can: { assign: boolean; start: boolean; finish: boolean }
}

export type TaskFilters = {
  status: 'active' | 'all' | TaskStatus
  kind: '' | TaskKind
  assignee: string
}

export type Housekeeper = { id: number; fullName: string }
