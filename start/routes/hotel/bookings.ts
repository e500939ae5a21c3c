/* Routes of the hotel's bookings screens. */
export {}
