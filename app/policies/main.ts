/* Resource policies, loaded lazily by Bouncer. */
export const policies = {}
