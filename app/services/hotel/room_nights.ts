/*
| A stay's room nights and their folio charges, inside the caller's transaction.
|
| Each booked night is one `booking_nights` row (what availability, the tape
| chart and the reports count) and, once the guest is in the house, one room
| charge whose source pair ('booking.night', '<booking>:<night>') makes it
| postable once only. Adding nights posts them; releasing nights deletes their
| rows and, unless told to keep them, their charges, so the folio and the
| invoice bill exactly the nights the booking still holds. The booking's total
| follows its nights.
*/
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import FolioCharge from '#models/hotel/folio_charge'
import type User from '#models/identity/user'
import { t } from '#services/i18n'
import { isoOf, taxOn, taxRateOf } from '#services/hotel/pricing'
import { ROOM_NIGHT_SOURCE } from '#enums/hotel/folio'

const nightRef = (bookingId: number, night: string) => `${bookingId}:${night}`

export type ReleasedNights = {
  nights: { night: string; rateCents: number }[]
  /** What the folio no longer charges for them, tax included (0 when the charges were kept). */
  removedCents: number
}

/** The booking's nights and their rates, in order. */
async function bookedNights(trx: TransactionClientContract, bookingId: number) {
  const rows = await trx
    .from('booking_nights')
    .where('booking_id', bookingId)
    .orderBy('night')
    .select('night', 'rate_cents')
  return rows.map((row) => ({ night: isoOf(row.night), rateCents: row.rate_cents as number }))
}

/**
 * Posts one room charge per night at its booked rate with the room tax. A
 * complimentary night (rate 0) has nothing to charge: folio lines are positive.
 */
export async function postRoomNights(
  trx: TransactionClientContract,
  booking: { id: number },
  roomNumber: string,
  actor: User | null,
  nights?: { night: string; rateCents: number }[]
) {
  const toPost = nights ?? (await bookedNights(trx, booking.id))
  const taxRateBp = await taxRateOf('room', trx)
  const charges: FolioCharge[] = []
  for (const { night, rateCents } of toPost) {
    if (rateCents === 0) continue
    const taxCents = taxOn(rateCents, taxRateBp)
    charges.push(
      await FolioCharge.create(
        {
          bookingId: booking.id,
          kind: 'room',
          description: t('hotel.folio.room_night', { room: roomNumber, night }),
          serviceDate: DateTime.fromISO(night),
          amountCents: rateCents,
          taxRateBp,
          taxCents,
          totalCents: rateCents + taxCents,
          source: ROOM_NIGHT_SOURCE,
          sourceRef: nightRef(booking.id, night),
          postedBy: actor?.id ?? null,
        },
        { client: trx }
      )
    )
  }
  return charges
}

/** Adds nights to a booking's calendar (the caller has checked that the type and the room can hold them). */
export async function addNights(
  trx: TransactionClientContract,
  booking: { id: number; roomTypeId: number },
  nights: { night: string; rateCents: number }[]
) {
  if (!nights.length) return
  await trx.table('booking_nights').multiInsert(
    nights.map((night) => ({
      booking_id: booking.id,
      night: night.night,
      room_type_id: booking.roomTypeId,
      rate_cents: night.rateCents,
    }))
  )
}

/**
 * Releases the nights from `from` on: they leave the booking's calendar (free
 * at once for availability and the tape chart) and, unless `keepCharges`,
 * their room charges leave the folio.
 */
export async function releaseNights(
  trx: TransactionClientContract,
  bookingId: number,
  from: string,
  { keepCharges = false }: { keepCharges?: boolean } = {}
): Promise<ReleasedNights> {
  const rows = await trx
    .from('booking_nights')
    .where('booking_id', bookingId)
    .where('night', '>=', from)
    .orderBy('night')
    .select('night', 'rate_cents')
  const nights = rows.map((row) => ({ night: isoOf(row.night), rateCents: row.rate_cents }))
  if (!nights.length) return { nights, removedCents: 0 }
  await trx
    .from('booking_nights')
    .where('booking_id', bookingId)
    .where('night', '>=', from)
    .delete()
  if (keepCharges) return { nights, removedCents: 0 }
  const charges = trx
    .from('folio_charges')
    .where('booking_id', bookingId)
    .where('source', ROOM_NIGHT_SOURCE)
    .whereIn(
      'source_ref',
      nights.map(({ night }) => nightRef(bookingId, night))
    )
  const [{ removed }] = await charges.clone().sum('total_cents as removed')
  await charges.delete()
  return { nights, removedCents: Number(removed ?? 0) }
}

/** The booking's total: the sum of the nights it holds, net of tax. */
export async function nightsTotal(trx: TransactionClientContract, bookingId: number) {
  const [{ total }] = await trx
    .from('booking_nights')
    .where('booking_id', bookingId)
    .sum('rate_cents as total')
  return Number(total ?? 0)
}
