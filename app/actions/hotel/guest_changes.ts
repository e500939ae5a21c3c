/* A guest's event fields now live in app/services/hotel/guests.ts; check-in still imports them from here. */
export { guestFields, guestSubject } from '#services/hotel/guests'
