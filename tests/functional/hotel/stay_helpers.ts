import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type User from '#models/identity/user'
import { addDays, appToday } from '#services/clock'
import { as } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

/* Stay specs: a guest checked in through the desk, and what their folio and calendar hold. */

export const errorsOf = (response: { flashMessages(): any }): Record<string, string[]> =>
  response.flashMessages()?.inputErrorsBag ?? {}

/**
 * A guest checked in through the desk today: the stay starts `arrival` days
 * from today (0 = today, -1 = yesterday) and lasts `nights` nights at the
 * type's base rate (default 90.00) + the 10 % room tax.
 */
export async function checkedIn(
  client: ApiClient,
  desk: User,
  {
    arrival = 0,
    nights = 3,
    rateCents = 9000,
    roomNumber = '102',
  }: { arrival?: number; nights?: number; rateCents?: number; roomNumber?: string } = {}
) {
  const type = await roomType({ baseRateCents: rateCents })
  const stayRoom = await room(type, { number: roomNumber })
  const stayGuest = await guest()
  const checkIn = addDays(appToday(), arrival)
  const target = await booking(type, stayGuest, { checkIn, checkOut: addDays(checkIn, nights) })
  const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/check-in`).json({
    lockVersion: target.lockVersion,
    roomId: stayRoom.id,
    documentConfirmed: true,
    documentType: 'ID',
    documentNumber: 'A1',
  })
  response.assertHeader('location', `/hotel/bookings/${target.id}`)
  await target.refresh()
  return { target, type, stayRoom, stayGuest }
}

/** The nights a booking holds, as ISO dates. */
export async function nightsOf(bookingId: number) {
  const rows = await db
    .from('booking_nights')
    .where('booking_id', bookingId)
    .orderBy('night')
    .select(db.raw('night::text AS night'))
  return rows.map((row) => row.night as string)
}

/** The booking's room-night charges, by the night they are for. */
export async function roomChargesOf(bookingId: number) {
  const rows = await db
    .from('folio_charges')
    .where('booking_id', bookingId)
    .where('kind', 'room')
    .orderBy('service_date')
    .select(db.raw('service_date::text AS night'), 'total_cents')
  return rows.map((row) => ({ night: row.night as string, totalCents: row.total_cents as number }))
}

/** Runs with installation settings changed, and puts them back whatever happens. */
export async function withSettings<T>(settings: Record<string, string>, work: () => Promise<T>) {
  const previous = Object.fromEntries(
    Object.keys(settings).map((key) => [key, (env.get as (key: string) => unknown)(key)])
  )
  for (const [key, value] of Object.entries(settings)) (env.set as any)(key, value)
  try {
    return await work()
  } finally {
    for (const [key, value] of Object.entries(previous)) (env.set as any)(key, value ?? '')
  }
}
