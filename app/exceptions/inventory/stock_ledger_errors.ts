import { ConflictError, InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/*
| What the stock ledger refuses. Both are domain errors: the exception handler
| shows the message under the field that caused them (`quantity` unless the
| ledger knows better); nothing was written when they are thrown.
*/

/** A manual outflow asked for more than is on hand. */
export class InsufficientStockError extends ConflictError {
  static code = 'E_INSUFFICIENT_STOCK'

  constructor(
    readonly product: { id: number; sku: string; unit: string },
    readonly onHand: string,
    readonly requested: string,
    field = 'quantity'
  ) {
    super(
      t('inventory.ledger.insufficient_stock', {
        onHand,
        unit: t(`inventory.unit_symbols.${product.unit}`),
        sku: product.sku,
      }),
      { field }
    )
  }
}

/** A movement the ledger cannot record as asked (wrong direction, no cost, out of range). */
export class InvalidMovementError extends InvalidInputError {
  static code = 'E_INVALID_MOVEMENT'

  constructor(
    readonly messageKey: string,
    field = 'quantity'
  ) {
    super(t(messageKey), { field })
  }
}
