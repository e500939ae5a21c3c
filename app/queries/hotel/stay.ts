import db from '@adonisjs/lucid/services/db'
import Booking from '#models/hotel/booking'
import Event from '#models/events/event'
import { freeRooms } from '#services/hotel/availability'
import { isoDate } from '#services/clock'
import { isReadyForAGuest } from '#services/hotel/stay_rules'
import { taxOn, taxRateOf } from '#services/hotel/pricing'
import { eventTypeLabel, presentChanges, presentDetails } from '#transformers/events/event_fields'

const TIMELINE_LENGTH = 100

/** The booking with its guest, type and room, as the stay pages load it. */
export function findStay(id: number | string) {
  return Booking.query()
    .where('id', id)
    .preload('guest')
    .preload('roomType')
    .preload('room')
    .firstOrFail()
}

/** The booking's activity-log events, newest first: who did what, when, and what changed, in words. */
export async function stayTimeline(bookingId: number) {
  const events = await Event.query()
    .where('subject_type', 'booking')
    .where('subject_id', String(bookingId))
    .preload('actor')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TIMELINE_LENGTH)
  return events.map((event) => ({
    id: String(event.id),
    type: event.type,
    typeLabel: eventTypeLabel(event.type),
    actorLabel: event.actor?.fullName ?? event.actorLabel,
    createdAt: event.createdAt.toISO()!,
    changes: presentChanges(
      event.type,
      (event.changes ?? null) as Parameters<typeof presentChanges>[1]
    ),
    /* Record ids help an audit (Events Show lists them); the desk has no use for them here. */
    details: presentDetails(
      event.type,
      (event.metadata ?? null) as Record<string, unknown> | null
    ).filter((detail) => !detail.field.endsWith('Id')),
  }))
}

/** Rooms of the booking's type free for its whole stay (this booking aside): where it may be moved or checked in. */
export function freeRoomsFor(booking: Booking) {
  return freeRooms(db.connection(), {
    roomTypeId: booking.roomTypeId,
    from: isoDate(booking.checkIn),
    to: isoDate(booking.checkOut),
    excludeBookingId: booking.id,
  })
}

/** Free rooms a guest may be given now: clean or inspected. */
export async function readyRoomsFor(booking: Booking) {
  const rooms = await freeRoomsFor(booking)
  return rooms.filter((room) => isReadyForAGuest(room.housekeepingStatus))
}

/** The invoice's number and date, once check-out issued it. */
export async function invoiceOf(bookingId: number) {
  const row = await db
    .from('invoices')
    .where('booking_id', bookingId)
    .select('id', 'number', 'issued_at')
    .first()
  return row
    ? {
        id: row.id as number,
        number: row.number as string,
        issuedAt: new Date(row.issued_at).toISOString(),
      }
    : null
}

/** The nights check-in will post, each at its booked rate with the room tax: what the guest was quoted. */
export async function roomNightsOf(bookingId: number) {
  const rows = await db
    .from('booking_nights')
    .where('booking_id', bookingId)
    .orderBy('night')
    .select(db.raw('night::text as night'), 'rate_cents')
  const taxRateBp = await taxRateOf('room')
  return rows.map((row) => ({
    night: row.night as string,
    rateCents: row.rate_cents as number,
    taxCents: taxOn(row.rate_cents, taxRateBp),
  }))
}
