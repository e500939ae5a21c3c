import { TaxRateSchema } from '#database/schema'
import type { ChargeKind } from '#enums/hotel/folio'

/** The one configured tax rate (basis points) for a charge kind. */
export default class TaxRate extends TaxRateSchema {
  declare chargeKind: ChargeKind
}
