/* Routes of the hotel's stays screens. */
export {}
