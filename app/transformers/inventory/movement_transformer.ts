import { BaseTransformer } from '@adonisjs/core/transformers'
import type StockMovement from '#models/inventory/stock_movement'

/* One ledger line; product and user preloaded where the list shows them. */
export default class MovementTransformer extends BaseTransformer<StockMovement> {
  forList() {
    const product = this.resource.product
    const user = this.resource.user
    return {
      ...this.pick(this.resource, [
        'id',
        'productId',
        'kind',
        'reason',
        'quantity',
        'unitCostCents',
        'valueCents',
        'balanceAfter',
        'valueAfterCents',
        'expectedQuantity',
        'countedQuantity',
        'referenceType',
        'referenceId',
        'referenceLabel',
        'note',
      ]),
      occurredAt: this.resource.occurredAt.toISO()!,
      product: product
        ? { id: product.id, sku: product.sku, name: product.name, unit: product.unit }
        : null,
      userName: user ? user.fullName : null,
    }
  }
}
