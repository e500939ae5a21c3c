/* Routes of the hotel's reports screens. */
export {}
