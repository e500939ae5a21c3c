import { BillPartSchema } from '#database/schema'
import type { BillSplit } from '#enums/restaurant/payment'

/** One part of a split bill: an amount to pay its own way, by item (its lines) or an equal share. */
export default class BillPart extends BillPartSchema {
  declare split: BillSplit
  declare lineIds: number[]
}
