/*
| What the housekeeping board reads. Occupancy is derived from today's
| bookings, never stored: a room whose checked-in guest leaves today (or should
| have) is departing, a room with a checked-in guest is occupied, a room with
| an arrival assigned for today is arriving, anything else is vacant.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { SimplePaginator } from '@adonisjs/lucid/database'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import type { TaskKind, TaskStatus } from '#enums/hotel/housekeeping_task'
import type { TaskFilters } from '#validators/hotel/housekeeping'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'
import { linkPages } from '#queries/list_page'

type Client = QueryClientContract | TransactionClientContract

export type Occupancy = 'vacant' | 'occupied' | 'arriving' | 'departing'

export type BoardRoom = {
  id: number
  number: string
  floor: number
  typeCode: string
  housekeepingStatus: HousekeepingStatus
  occupancy: Occupancy
  /** A departing room that also has an arrival today: the one to turn first. */
  arrivalToday: boolean
  block: { reason: string; endsOn: string } | null
  task: { id: number; kind: TaskKind; status: TaskStatus; assigneeName: string | null } | null
}

/**
 * Every room in service, floor by floor, as the board shows it on `today`. Today's
 * bookings, blocks and open tasks are each read once and joined to the rooms (not
 * looked up room by room), so the board costs about the same for 30 rooms or 300.
 */
export async function boardRooms(
  today: string,
  client: Client = db.connection()
): Promise<BoardRoom[]> {
  const { rows } = await client.rawQuery(
    `
    SELECT r.id, r.number, r.floor, r.housekeeping_status, rt.code AS type_code,
      coalesce(f.departing, false) AS departing,
      coalesce(f.occupied, false) AS occupied,
      coalesce(f.arriving, false) AS arriving,
      blk.reason AS block_reason, blk.ends_on::text AS block_ends_on,
      tk.id AS task_id, tk.kind AS task_kind, tk.status AS task_status, tk.assignee_name
    FROM rooms r
    JOIN room_types rt ON rt.id = r.room_type_id
    LEFT JOIN (
      SELECT b.room_id,
        bool_or(b.status = 'checked_in' AND b.check_out <= :today::date) AS departing,
        bool_or(b.status = 'checked_in') AS occupied,
        bool_or(b.status IN ('pending', 'confirmed') AND b.check_in = :today::date) AS arriving
      FROM bookings b
      WHERE b.room_id IS NOT NULL
        AND (b.status = 'checked_in' OR (b.status IN ('pending', 'confirmed') AND b.check_in = :today::date))
      GROUP BY b.room_id
    ) f ON f.room_id = r.id
    LEFT JOIN (
      SELECT DISTINCT ON (k.room_id) k.room_id, k.reason, k.ends_on FROM room_blocks k
      WHERE k.starts_on <= :today::date AND k.ends_on > :today::date
      ORDER BY k.room_id, k.starts_on
    ) blk ON blk.room_id = r.id
    LEFT JOIN (
      SELECT DISTINCT ON (t.room_id) t.room_id, t.id, t.kind, t.status, u.full_name AS assignee_name
      FROM housekeeping_tasks t
      LEFT JOIN users u ON u.id = t.assignee_id
      WHERE t.status IN ('open', 'in_progress')
      ORDER BY t.room_id, (t.status = 'in_progress') DESC, t.due_on, t.id
    ) tk ON tk.room_id = r.id
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
    occupancy: row.departing
      ? 'departing'
      : row.occupied
        ? 'occupied'
        : row.arriving
          ? 'arriving'
          : 'vacant',
    arrivalToday: Boolean(row.departing && row.arriving),
    block:
      row.block_reason === null ? null : { reason: row.block_reason, endsOn: row.block_ends_on },
    task:
      row.task_id === null
        ? null
        : {
            id: row.task_id,
            kind: row.task_kind,
            status: row.task_status,
            assigneeName: row.assignee_name,
          },
  }))
}

/** A task as the board and the phone list read it: with its room and the assignee's name. */
export type BoardTaskRow = {
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
}

/* One query per list: the task, its room and its assignee joined, no per-row look-up. */
function tasksQuery() {
  return db
    .from('housekeeping_tasks as t')
    .join('rooms as r', 'r.id', 't.room_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .select(
      't.id',
      't.room_id',
      't.kind',
      't.status',
      't.assignee_id',
      't.notes',
      't.lock_version',
      't.started_at',
      't.finished_at',
      'r.number as room_number',
      'r.floor as room_floor',
      'u.full_name as assignee_name',
      db.raw('t.due_on::text as due_on')
    )
}

const isoOrNull = (value: Date | null) => (value ? DateTime.fromJSDate(value).toISO() : null)

function boardTask(row: any): BoardTaskRow {
  return {
    id: row.id,
    roomId: row.room_id,
    kind: row.kind,
    status: row.status,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    notes: row.notes,
    lockVersion: row.lock_version,
    room: { number: row.room_number, floor: row.room_floor },
    dueOn: row.due_on,
    startedAt: isoOrNull(row.started_at),
    finishedAt: isoOrNull(row.finished_at),
  }
}

/**
 * The board's task list: filtered by status, kind and assignee, what is due first
 * on top. The page's rows carry the total (a window count), so a page costs one
 * query; only a page past the end counts separately.
 */
export async function listTasks(filters: TaskFilters) {
  const applied = (query: ReturnType<typeof tasksQuery> | ReturnType<typeof db.from>) => {
    if (filters.status === 'active') query.whereIn('t.status', ['open', 'in_progress'])
    else if (filters.status !== 'all') query.where('t.status', filters.status)
    if (filters.kind) query.where('t.kind', filters.kind)
    if (filters.assignee === 'none') query.whereNull('t.assignee_id')
    else if (filters.assignee) query.where('t.assignee_id', Number(filters.assignee))
    return query
  }
  const query = applied(tasksQuery()).select(db.raw('count(*) over () as total_count'))
  if (filters.status === 'done') query.orderBy('t.finished_at', 'desc')
  else query.orderByRaw(`(t.status = 'in_progress') desc`).orderBy('t.due_on')
  query.orderBy('t.id')
  const rows = await query.limit(filters.perPage).offset((filters.page - 1) * filters.perPage)
  const total = rows.length
    ? Number(rows[0].total_count)
    : await applied(db.from('housekeeping_tasks as t'))
        .count('* as total')
        .then(([row]) => Number(row.total))
  const page = new SimplePaginator(total, filters.perPage, filters.page, ...rows.map(boardTask))
  const queryString = {
    status: filters.status === 'active' ? undefined : filters.status,
    kind: filters.kind || undefined,
    assignee: filters.assignee || undefined,
  }
  return linkPages(page, 'hotel.housekeeping.index', queryString)
}

/**
 * A housekeeper's phone list: their open and in-progress tasks, the open ones
 * nobody has taken yet, and what they finished today.
 */
export async function myTasks(userId: number, today: string) {
  const rows = await tasksQuery()
    .where((mine) =>
      mine
        .where((own) =>
          own.where('t.assignee_id', userId).whereIn('t.status', ['open', 'in_progress'])
        )
        .orWhere((free) => free.whereNull('t.assignee_id').where('t.status', 'open'))
        .orWhere((done) =>
          done
            .where('t.assignee_id', userId)
            .where('t.status', 'done')
            .whereRaw('t.finished_at >= ?::date', [today])
        )
    )
    .orderByRaw(
      `(t.status = 'done'), (t.status = 'in_progress') desc, (t.assignee_id is null), t.due_on, t.id`
    )
    .limit(100)
  return rows.map(boardTask)
}

/** Active users who may work on tasks (hold hotel.housekeeping.update, or are Administrators): who a task may be assigned to. */
export async function housekeepers(
  client: Client = db.connection(),
  onlyId?: number
): Promise<{ id: number; fullName: string }[]> {
  const { rows } = await client.rawQuery(
    `
    SELECT u.id, u.full_name FROM users u
    WHERE u.is_active ${onlyId === undefined ? '' : 'AND u.id = :onlyId'} AND u.id IN (
      SELECT ur.user_id FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE r.name = :administrator
      UNION
      SELECT ur.user_id FROM user_roles ur
      JOIN role_permissions rp ON rp.role_id = ur.role_id
      JOIN permissions p ON p.id = rp.permission_id
      WHERE p.name = 'hotel.housekeeping.update'
    )
    ORDER BY u.full_name
    `,
    { administrator: ADMINISTRATOR, ...(onlyId === undefined ? {} : { onlyId }) }
  )
  return (rows as { id: number; full_name: string }[]).map((row) => ({
    id: row.id,
    fullName: row.full_name,
  }))
}

export async function isHousekeeper(client: Client, userId: number) {
  const found = await housekeepers(client, userId)
  return found.length === 1
}
