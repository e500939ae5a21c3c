/* Check-in still imports a guest's event fields from here; they live in app/services/hotel/guests.ts. */
export { guestFields, guestSubject } from '#services/hotel/guests'
