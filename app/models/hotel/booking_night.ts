import { BookingNightSchema } from '#database/schema'

/** One sold night of a booking at the rate it was priced at; rewritten whenever the stay changes. */
export default class BookingNight extends BookingNightSchema {}
