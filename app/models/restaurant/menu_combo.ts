import { MenuComboSchema } from '#database/schema'

/** A set of menu items sold together at one price; its cost is the sum of its items' costs. */
export default class MenuCombo extends MenuComboSchema {}
