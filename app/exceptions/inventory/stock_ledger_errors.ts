import { fieldError } from '#exceptions/field_error'
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

  /** @deprecated throw the error itself: the handler places it under its field */
  toFieldError(field = this.field ?? 'quantity') {
    return fieldError(field, this.message)
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

  /** @deprecated throw the error itself: the handler places it under its field */
  toFieldError(field = this.field ?? 'quantity') {
    return fieldError(field, t(this.messageKey))
  }
}
