/*
| The hotel dashboard for one hotel-local date ("today").
|
| - Arrivals: pending or confirmed bookings checking in today, plus bookings
|   already checked in today (arrival date today, or checked in today).
| - Departures: checked-in bookings checking out today, plus bookings already
|   checked out today (departure date today, or checked out today).
| - In house: checked-in bookings, and the people on them (adults + children).
| - Occupancy today and each of the next 7 days, room revenue today and
|   month-to-date, ADR and RevPAR month-to-date: exactly the occupancy and
|   revenue reports' definitions (sold = confirmed, checked in, checked out;
|   available = active rooms minus out-of-order blocks), read in one query.
| - Rooms by housekeeping status: active rooms.
*/
import db from '@adonisjs/lucid/services/db'
import { HOUSEKEEPING_STATUSES, type HousekeepingStatus } from '#enums/hotel/housekeeping_status'
import { addDays, appZone } from '#services/clock'
import {
  occupancyOf,
  roomNightsByDay,
  roomNightsOf,
  roomNightsStatement,
  sumRoomNights,
  type OccupancyDay,
  type RoomNightsRow,
} from '#queries/hotel/occupancy'
import { revenueOf, type RevenueFigures } from '#queries/hotel/revenue'

export type DashboardBooking = {
  id: number
  code: string
  status: string
  guestName: string
  roomNumber: string | null
  roomTypeName: string
  people: number
  checkIn: string
  checkOut: string
}
export type HotelTiles = {
  today: string
  arrivals: { expected: number; arrived: number }
  departures: { expected: number; departed: number }
  inHouse: { bookings: number; people: number }
  occupancyTodayBp: number
}
export type HotelDashboard = HotelTiles & {
  listLimit: number
  arrivalList: DashboardBooking[]
  departureList: DashboardBooking[]
  occupancyWeek: OccupancyDay[]
  roomsByStatus: { status: HousekeepingStatus; rooms: number }[]
  revenue: { todayCents: number; monthStart: string; monthToDate: RevenueFigures }
}

/* Enough for the front desk's day; the bookings list has the rest. */
const LIST_LIMIT = 50
const UPCOMING_DAYS = 7

/* Conditions on bookings `b` joined to the one-row `p` (today, zone). */
const PARAMS = `(SELECT ?::date AS today, ?::text AS zone) AS p`
const ARRIVING = `(b.status IN ('pending', 'confirmed') AND b.check_in = p.today)`
const ARRIVED = `(b.status = 'checked_in' AND (b.check_in = p.today OR (b.checked_in_at AT TIME ZONE p.zone)::date = p.today))`
const DEPARTING = `(b.status = 'checked_in' AND b.check_out = p.today)`
const DEPARTED = `(b.status = 'checked_out' AND (b.check_out = p.today OR (b.checked_out_at AT TIME ZONE p.zone)::date = p.today))`
/* Every booking above departs today or later, or is in house (an overstay departs earlier). */
const CANDIDATES = `(b.check_out >= p.today OR b.status = 'checked_in')`

const MOVEMENT_COUNTS = `
    SELECT
      count(*) FILTER (WHERE ${ARRIVING})::int AS arriving,
      count(*) FILTER (WHERE ${ARRIVED})::int AS arrived,
      count(*) FILTER (WHERE ${DEPARTING})::int AS departing,
      count(*) FILTER (WHERE ${DEPARTED})::int AS departed,
      count(*) FILTER (WHERE b.status = 'checked_in')::int AS in_house,
      coalesce(sum(b.adults + b.children) FILTER (WHERE b.status = 'checked_in'), 0)::int AS in_house_people
    FROM bookings b CROSS JOIN ${PARAMS}
    WHERE ${CANDIDATES}`

type MovementCounts = {
  arriving: number
  arrived: number
  departing: number
  departed: number
  in_house: number
  in_house_people: number
}

async function movementCounts(today: string): Promise<MovementCounts> {
  const { rows } = await db.rawQuery(MOVEMENT_COUNTS, [today, appZone()])
  return rows[0]
}

async function bookingList(
  today: string,
  condition: string,
  doneStatus: string
): Promise<DashboardBooking[]> {
  const { rows } = await db.rawQuery(
    `
    SELECT b.id, b.code, b.status, g.first_name || ' ' || g.last_name AS guest_name, r.number AS room_number,
      rt.name AS room_type_name, b.adults + b.children AS people, b.check_in::text AS check_in, b.check_out::text AS check_out
    FROM bookings b
    CROSS JOIN ${PARAMS}
    JOIN guests g ON g.id = b.guest_id
    JOIN room_types rt ON rt.id = b.room_type_id
    LEFT JOIN rooms r ON r.id = b.room_id
    WHERE ${CANDIDATES} AND (${condition})
    ORDER BY b.status = ?, r.number NULLS LAST, g.last_name, g.first_name, b.id
    LIMIT ?
    `,
    [today, appZone(), doneStatus, LIST_LIMIT]
  )
  return (rows as any[]).map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    guestName: row.guest_name,
    roomNumber: row.room_number,
    roomTypeName: row.room_type_name,
    people: row.people,
    checkIn: row.check_in,
    checkOut: row.check_out,
  }))
}

async function roomsByStatus() {
  const rows: { status: HousekeepingStatus; rooms: number }[] = await db
    .from('rooms')
    .where('is_active', true)
    .groupBy('housekeeping_status')
    .select('housekeeping_status as status', db.raw('count(*)::int AS rooms'))
  return HOUSEKEEPING_STATUSES.map((status) => ({
    status,
    rooms: rows.find((row) => row.status === status)?.rooms ?? 0,
  }))
}

function tilesFrom(today: string, counts: MovementCounts, occupancyTodayBp: number): HotelTiles {
  return {
    today,
    arrivals: { expected: counts.arriving, arrived: counts.arrived },
    departures: { expected: counts.departing, departed: counts.departed },
    inHouse: { bookings: counts.in_house, people: counts.in_house_people },
    occupancyTodayBp,
  }
}

/** The four figures the top-level dashboard shows. */
export async function hotelTiles(today: string): Promise<HotelTiles> {
  /* One round trip: the day's movements beside its room-nights. */
  const nights = roomNightsStatement(today, today)
  const { rows } = await db.rawQuery(
    `SELECT m.*, n.day, n.available, n.sold, n.revenue
       FROM (${MOVEMENT_COUNTS}) m CROSS JOIN (${nights.sql}) n`,
    [today, appZone(), ...nights.bindings] as string[]
  )
  const row = rows[0] as MovementCounts & RoomNightsRow
  return tilesFrom(today, row, occupancyOf(roomNightsOf(row)).occupancyBp)
}

export async function hotelDashboard(today: string): Promise<HotelDashboard> {
  const monthStart = `${today.slice(0, 8)}01`
  const days = await roomNightsByDay(monthStart, addDays(today, UPCOMING_DAYS))
  const monthToDate = days.filter((day) => day.day <= today)
  const week = days
    .filter((day) => day.day >= today)
    .map((day) => ({ day: day.day, ...occupancyOf(day) }))
  return {
    ...tilesFrom(today, await movementCounts(today), week[0].occupancyBp),
    listLimit: LIST_LIMIT,
    arrivalList: await bookingList(today, `${ARRIVING} OR ${ARRIVED}`, 'checked_in'),
    departureList: await bookingList(today, `${DEPARTING} OR ${DEPARTED}`, 'checked_out'),
    occupancyWeek: week,
    roomsByStatus: await roomsByStatus(),
    revenue: {
      todayCents: monthToDate[monthToDate.length - 1].revenueCents,
      monthStart,
      monthToDate: revenueOf(sumRoomNights(monthToDate)),
    },
  }
}
