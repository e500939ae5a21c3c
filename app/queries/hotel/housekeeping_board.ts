/*
| What the housekeeping board reads. Occupancy is derived from today's
| bookings, never stored: a room whose checked-in guest leaves today (or should
| have) is departing, a room with a checked-in guest is occupied, a room with
| an arrival assigned for today is arriving, anything else is vacant.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import type { TaskFilters } from '#validators/hotel/housekeeping'

type Client = QueryClientContract | TransactionClientContract

export type Occupancy = 'vacant' | 'occupied' | 'arriving' | 'departing'

export type BoardRoom = {
  id: number
  number: string
  floor: number
  typeCode: string
  housekeepingStatus: string
  occupancy: Occupancy
  /** A departing room that also has an arrival today: the one to turn first. */
  arrivalToday: boolean
  block: { reason: string; endsOn: string } | null
  task: { id: number; kind: string; status: string; assigneeName: string | null } | null
}

/** Every room in service, floor by floor, as the board shows it on `today`. */
export async function boardRooms(today: string, client: Client = db.connection()): Promise<BoardRoom[]> {
  const { rows } = await client.rawQuery(
    `
    SELECT r.id, r.number, r.floor, r.housekeeping_status, rt.code AS type_code,
      EXISTS (SELECT 1 FROM bookings b WHERE b.room_id = r.id AND b.status = 'checked_in' AND b.check_out <= :today::date) AS departing,
      EXISTS (SELECT 1 FROM bookings b WHERE b.room_id = r.id AND b.status = 'checked_in') AS occupied,
      EXISTS (SELECT 1 FROM bookings b WHERE b.room_id = r.id AND b.status IN ('pending', 'confirmed') AND b.check_in = :today::date) AS arriving,
      blk.reason AS block_reason, blk.ends_on::text AS block_ends_on,
      tk.id AS task_id, tk.kind AS task_kind, tk.status AS task_status, tk.assignee_name
    FROM rooms r
    JOIN room_types rt ON rt.id = r.room_type_id
    LEFT JOIN LATERAL (
      SELECT k.reason, k.ends_on FROM room_blocks k
      WHERE k.room_id = r.id AND k.starts_on <= :today::date AND k.ends_on > :today::date
      LIMIT 1
    ) blk ON true
    LEFT JOIN LATERAL (
      SELECT t.id, t.kind, t.status, u.full_name AS assignee_name FROM housekeeping_tasks t
      LEFT JOIN users u ON u.id = t.assignee_id
      WHERE t.room_id = r.id AND t.status <> 'done'
      ORDER BY (t.status = 'in_progress') DESC, t.due_on, t.id
      LIMIT 1
    ) tk ON true
    WHERE r.is_active
    ORDER BY r.floor, length(r.number), r.number
    `,
    { today }
  )
  return rows.map((row: any) => ({
    id: row.id,
    number: row.number,
    floor: row.floor,
    typeCode: row.type_code,
    housekeepingStatus: row.housekeeping_status,
    occupancy: row.departing ? 'departing' : row.occupied ? 'occupied' : row.arriving ? 'arriving' : 'vacant',
    arrivalToday: Boolean(row.departing && row.arriving),
    block: row.block_reason === null ? null : { reason: row.block_reason, endsOn: row.block_ends_on },
    task: row.task_id === null ? null : { id: row.task_id, kind: row.task_kind, status: row.task_status, assigneeName: row.assignee_name },
  }))
}

const tasksWithRoomAndAssignee = () => HousekeepingTask.query().preload('room').preload('assignee')

/** The board's task list: filtered by status, kind and assignee, what is due first on top. */
export async function listTasks(filters: TaskFilters) {
  const query = tasksWithRoomAndAssignee()
  if (filters.status === 'active') query.whereIn('status', ['open', 'in_progress'])
  else if (filters.status !== 'all') query.where('status', filters.status)
  if (filters.kind) query.where('kind', filters.kind)
  if (filters.assignee === 'none') query.whereNull('assignee_id')
  else if (filters.assignee) query.where('assignee_id', Number(filters.assignee))
  if (filters.status === 'done') query.orderBy('finished_at', 'desc')
  else query.orderByRaw(`(status = 'in_progress') desc`).orderBy('due_on')
  query.orderBy('id')
  const page = await query.paginate(filters.page, filters.perPage)
  const queryString = { status: filters.status === 'active' ? undefined : filters.status, kind: filters.kind || undefined, assignee: filters.assignee || undefined }
  return page.baseUrl('/hotel/housekeeping').queryString(Object.fromEntries(Object.entries(queryString).filter(([, value]) => value !== undefined)))
}

/**
 * A housekeeper's phone list: their open and in-progress tasks, the open ones
 * nobody has taken yet, and what they finished today.
 */
export function myTasks(userId: number, today: string) {
  return tasksWithRoomAndAssignee()
    .where((mine) =>
      mine
        .where((own) => own.where('assignee_id', userId).whereIn('status', ['open', 'in_progress']))
        .orWhere((free) => free.whereNull('assignee_id').where('status', 'open'))
        .orWhere((done) => done.where('assignee_id', userId).where('status', 'done').whereRaw('finished_at >= ?::date', [today]))
    )
    .orderByRaw(`(status = 'done'), (status = 'in_progress') desc, (assignee_id is null), due_on, id`)
    .limit(100)
}

/** Active users who may work on tasks (hold hotel.housekeeping.update, or are Administrators): who a task may be assigned to. */
export async function housekeepers(client: Client = db.connection(), onlyId?: number): Promise<{ id: number; fullName: string }[]> {
  const query = client
    .from('users')
    .where('users.is_active', true)
    .whereExists((sub) =>
      sub
        .from('user_roles')
        .join('roles', 'roles.id', 'user_roles.role_id')
        .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
        .leftJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .whereRaw('user_roles.user_id = users.id')
        .where((grant) => grant.where('roles.name', ADMINISTRATOR).orWhere('permissions.name', 'hotel.housekeeping.update'))
    )
    .orderBy('users.full_name')
    .select('users.id', 'users.full_name')
  if (onlyId !== undefined) query.where('users.id', onlyId)
  const rows = await query
  return rows.map((row) => ({ id: row.id, fullName: row.full_name }))
}

export async function isHousekeeper(client: Client, userId: number) {
  return (await housekeepers(client, userId)).length === 1
}
