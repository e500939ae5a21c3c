import { GuestSchema } from '#database/schema'

/** A hotel guest: who stays, how to reach them, and whether they may book. */
export default class Guest extends GuestSchema {
  get fullName() {
    return `${this.firstName} ${this.lastName}`
  }
}
