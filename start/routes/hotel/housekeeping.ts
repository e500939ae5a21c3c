/* Routes of the hotel's housekeeping screens. */
export {}
