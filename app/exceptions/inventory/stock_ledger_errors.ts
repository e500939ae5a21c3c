import { Exception } from '@adonisjs/core/exceptions'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

/*
| What the stock ledger refuses. Controllers turn them into a message under the
| field that caused them (toFieldError); nothing was written when they are thrown.
*/

/** A manual outflow asked for more than is on hand. */
export class InsufficientStockError extends Exception {
  static code = 'E_INSUFFICIENT_STOCK'
  static status = 422

  constructor(
    readonly product: { id: number; sku: string; unit: string },
    readonly onHand: string,
    readonly requested: string
  ) {
    super(`Only ${onHand} ${product.unit} of ${product.sku} on hand; ${requested} requested`, {
      code: InsufficientStockError.code,
      status: InsufficientStockError.status,
    })
  }

  toFieldError(field = 'quantity') {
    return fieldError(
      field,
      t('inventory.ledger.insufficient_stock', {
        onHand: this.onHand,
        unit: t(`inventory.unit_symbols.${this.product.unit}`),
        sku: this.product.sku,
      })
    )
  }
}

/** A movement the ledger cannot record as asked (wrong direction, no cost, out of range). */
export class InvalidMovementError extends Exception {
  static code = 'E_INVALID_MOVEMENT'
  static status = 422

  constructor(
    readonly messageKey: string,
    readonly field = 'quantity'
  ) {
    super(t(messageKey), { code: InvalidMovementError.code, status: InvalidMovementError.status })
  }

  toFieldError(field = this.field) {
    return fieldError(field, t(this.messageKey))
  }
}
