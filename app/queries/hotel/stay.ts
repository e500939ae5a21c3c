import db from '@adonisjs/lucid/services/db'
import Booking from '#models/hotel/booking'
import Event from '#models/events/event'
import type { PermissionName } from '#enums/identity/permission'
import { freeRooms } from '#services/hotel/availability'
import { appToday, isoDate } from '#services/clock'
import { taxOn, taxRateOf } from '#services/hotel/pricing'
import { eventTypeLabel, presentChanges, presentDetails } from '#transformers/events/event_fields'

const TIMELINE_LENGTH = 100

/** Housekeeping statuses a guest may be given a room in. */
export const READY_STATUSES = ['clean', 'inspected'] as const

/** The booking with its guest, type and room, as the stay pages load it. */
export function findStay(id: number | string) {
  return Booking.query()
    .where('id', id)
    .preload('guest')
    .preload('roomType')
    .preload('room')
    .firstOrFail()
}

/** What the stay pages may see of a booking. */
export function presentStay(booking: Booking) {
  return {
    id: booking.id,
    code: booking.code ?? '',
    status: booking.status,
    lockVersion: booking.lockVersion,
    checkIn: isoDate(booking.checkIn),
    checkOut: isoDate(booking.checkOut),
    nights: booking.nightCount,
    adults: booking.adults,
    children: booking.children,
    nightlyRateCents: booking.nightlyRateCents,
    totalCents: booking.totalCents,
    creditLimitCents: booking.creditLimitCents,
    source: booking.source,
    specialRequests: booking.specialRequests,
    checkedInAt: booking.checkedInAt?.toISO() ?? null,
    checkedOutAt: booking.checkedOutAt?.toISO() ?? null,
    documentConfirmedAt: booking.documentConfirmedAt?.toISO() ?? null,
    guest: {
      id: booking.guest.id,
      fullName: booking.guest.fullName,
      isVip: booking.guest.isVip,
      documentType: booking.guest.documentType,
      documentNumber: booking.guest.documentNumber,
      company: booking.guest.company,
      address: booking.guest.address,
    },
    roomType: { id: booking.roomType.id, code: booking.roomType.code, name: booking.roomType.name },
    room: booking.room
      ? {
          id: booking.room.id,
          number: booking.room.number,
          housekeepingStatus: booking.room.housekeepingStatus,
        }
      : null,
  }
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
  return rooms.filter((room) =>
    (READY_STATUSES as readonly string[]).includes(room.housekeepingStatus)
  )
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

/* What the user may do with this booking now: its status, the date and their permissions. */
export async function stayAbilities(
  booking: Booking,
  may: (permission: PermissionName) => Promise<boolean>
) {
  const { status } = booking
  const today = appToday()
  const [update, cancel, checkInAllowed, early, checkOutAllowed, postCharge, takePayment] =
    await Promise.all(
      (
        [
          'hotel.bookings.update',
          'hotel.bookings.cancel',
          'hotel.bookings.check_in',
          'hotel.bookings.early_check_in',
          'hotel.bookings.check_out',
          'hotel.folios.post_charge',
          'hotel.folios.take_payment',
        ] as const
      ).map((name) => may(name))
    )
  const open = status === 'pending' || status === 'confirmed'
  return {
    update: update && open,
    confirm: update && status === 'pending',
    cancel: cancel && open,
    noShow: cancel && status === 'confirmed' && today > isoDate(booking.checkIn),
    checkIn:
      checkInAllowed &&
      status === 'confirmed' &&
      (early || today >= isoDate(booking.checkIn)) &&
      today < isoDate(booking.checkOut),
    checkOut: checkOutAllowed && status === 'checked_in',
    move: update && (open || status === 'checked_in'),
    changeStay: update && status === 'checked_in',
    postCharge: postCharge && status === 'checked_in',
    takePayment: takePayment && status !== 'cancelled' && status !== 'no_show',
  }
}
