import { FolioChargeSchema } from '#database/schema'
import type { ChargeKind } from '#enums/hotel/folio'

/** A line on a booking's folio: net amount, the tax rate of its kind when posted, tax and total. */
export default class FolioCharge extends FolioChargeSchema {
  declare kind: ChargeKind
}
