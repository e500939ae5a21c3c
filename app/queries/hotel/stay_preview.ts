import db from '@adonisjs/lucid/services/db'
import RoomType from '#models/hotel/room_type'
import { quoteForType } from '#services/hotel/pricing'
import { freeRooms, typeAvailability } from '#services/hotel/availability'
import { t } from '#services/i18n'

export type StayPreviewInput = {
  checkIn: string
  checkOut: string
  adults: number
  children: number
  roomTypeId?: number | null
  bookingId?: number | null
  overrideRateCents?: number | null
}

/**
 * The Create/Edit preview: every bookable room type with its free units over
 * the stay, its price from quoteForType (the function that prices the saved
 * booking, so the total shown is the total charged) and the rules the stay
 * would break, and the free rooms of the chosen type. A booking being edited
 * does not count against itself.
 */
export async function previewStay(input: StayPreviewInput) {
  const client = db.connection()
  const excludeBookingId = input.bookingId ?? null
  const types = await RoomType.query({ client })
    .where((query) => {
      query.where('is_active', true)
      if (input.roomTypeId) query.orWhere('id', input.roomTypeId)
    })
    .orderBy('code')
  const availability = await typeAvailability(client, {
    from: input.checkIn,
    to: input.checkOut,
    roomTypeIds: types.map((type) => type.id),
    excludeBookingId,
  })
  const rows = []
  for (const type of types) {
    const chosen = type.id === input.roomTypeId
    const quote = await quoteForType(type.id, input.checkIn, input.checkOut, {
      client,
      overrideRateCents: chosen ? input.overrideRateCents : null,
    })
    const nights = availability.get(type.id) ?? []
    const free = nights.length ? Math.min(...nights.map((night) => night.free)) : 0
    const warnings = [
      quote.nightCount < quote.minStay &&
        t('hotel.bookings.warning.min_stay', { nights: quote.minStay }),
      quote.closedToArrival &&
        t('hotel.bookings.warning.closed_to_arrival', { date: input.checkIn }),
      free < 1 && t('hotel.bookings.warning.full'),
      input.adults > type.maxAdults &&
        t('hotel.bookings.warning.too_many_adults', { max: type.maxAdults }),
      input.children > type.maxChildren &&
        t('hotel.bookings.warning.too_many_children', { max: type.maxChildren }),
    ].filter((warning): warning is string => Boolean(warning))
    rows.push({
      id: type.id,
      code: type.code,
      name: type.name,
      maxAdults: type.maxAdults,
      maxChildren: type.maxChildren,
      free,
      bookable: warnings.length === 0,
      quote: {
        nights: quote.nights.map((night) => ({ night: night.night, rateCents: night.rateCents })),
        nightCount: quote.nightCount,
        totalCents: quote.totalCents,
        taxRateBp: quote.taxRateBp,
        taxCents: quote.taxCents,
        grandTotalCents: quote.grandTotalCents,
        minStay: quote.minStay,
        closedToArrival: quote.closedToArrival,
      },
      warnings,
    })
  }
  const rooms = input.roomTypeId
    ? await freeRooms(client, {
        roomTypeId: input.roomTypeId,
        from: input.checkIn,
        to: input.checkOut,
        excludeBookingId,
      })
    : []
  return {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    types: rows,
    rooms: rooms.map((room) => ({
      id: room.id,
      number: room.number,
      floor: room.floor,
      housekeepingStatus: room.housekeepingStatus,
    })),
  }
}
