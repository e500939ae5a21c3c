import { FolioPaymentSchema } from '#database/schema'
import type { PaymentMethod } from '#enums/hotel/folio'

/** Money taken against a booking's folio (a deposit before or at check-in, or a payment). */
export default class FolioPayment extends FolioPaymentSchema {
  declare method: PaymentMethod
}
