import db from '@adonisjs/lucid/services/db'
import Guest from '#models/hotel/guest'
import { BOOKING_SOURCES } from '#enums/hotel/booking_status'
import { appToday } from '#services/clock'
import { appCurrency } from '#services/money'
import { listGuests } from '#queries/hotel/guest_query'

/* What the booking screens offer to choose from: guests, room types and sources. */

/** A guest as the booking form's picker shows one. */
export const guestOption = (guest: Guest) => ({
  id: guest.id,
  fullName: guest.fullName,
  email: guest.email,
  isVip: guest.isVip,
  isBlocked: guest.isBlocked,
})

/** Every room type, inactive ones too (a booking may still hold one), by code. */
export async function roomTypeOptions() {
  const types = await db
    .from('room_types')
    .select('id', 'code', 'name', 'max_adults', 'max_children', 'is_active')
    .orderBy('code')
  return types.map((type) => ({
    id: type.id as number,
    code: type.code as string,
    name: type.name as string,
    maxAdults: type.max_adults as number,
    maxChildren: type.max_children as number,
    isActive: type.is_active as boolean,
  }))
}

/** The Create and Edit forms' options, with the booking's guest (or the prefilled one) already chosen. */
export async function bookingFormOptions(guestId: number | null) {
  const guest = guestId ? await Guest.find(guestId) : null
  return {
    guest: guest ? guestOption(guest) : null,
    roomTypes: await roomTypeOptions(),
    sources: [...BOOKING_SOURCES],
    currency: appCurrency(),
    today: appToday(),
  }
}

/** The form's guest look-up: the first ten guests the search finds (as the Guests list searches), by name. */
export async function guestOptionsMatching(search: string) {
  const page = await listGuests({
    search,
    vip: '',
    blocked: '',
    sort: 'name',
    direction: 'asc',
    page: 1,
    perPage: 10,
  })
  return page.all().map(guestOption)
}
