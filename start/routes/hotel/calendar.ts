/* Routes of the hotel's calendar screens. */
export {}
