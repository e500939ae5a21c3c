import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/inventory/product'
import MovementPolicy from '#policies/inventory/movement_policy'
import MovementTransformer from '#transformers/inventory/movement_transformer'
import {
  readKardexQuery,
  readMovementFilters,
  recordMovementValidator,
} from '#validators/inventory/movements'
import { inventoryMessages } from '#validators/inventory/messages'
import { readReportRange, reportPresets } from '#validators/report_range'
import { listMovements } from '#queries/inventory/movement_query'
import { productOptions } from '#queries/inventory/product_query'
import { kardex } from '#queries/inventory/kardex'
import { recordAdjustment } from '#actions/inventory/record_adjustment'
import { auditOf } from '#services/audit_context'
import { MOVEMENT_KINDS, ADJUSTMENT_REASONS } from '#enums/inventory/movement_kind'
import { appCurrency } from '#services/money'
import { displayQuantity } from '#services/quantity'
import { appToday } from '#services/clock'
import { t } from '#services/i18n'

export default class MovementsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(MovementPolicy).authorize('view')
    const filters = await readMovementFilters(request.qs())
    const movements = await listMovements(filters)
    return inertia.render('Inventory/Movements/Index', {
      movements: MovementTransformer.paginate(movements.all(), movements.getMeta()).useVariant(
        'forList'
      ),
      filters,
      products: await productOptions(),
      kinds: [...MOVEMENT_KINDS],
      reasons: [...ADJUSTMENT_REASONS],
      currency: appCurrency(),
      can: { adjust: await bouncer.with(MovementPolicy).allows('adjustAnyReason') },
    })
  }

  async kardex({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(MovementPolicy).authorize('view')
    const { productId, page } = await readKardexQuery(request.qs())
    const { range, errors } = await readReportRange(request.qs())
    const product = productId
      ? await Product.query().where('id', productId).preload('category').first()
      : null
    const card = product ? await kardex(product.id, range.from, range.to, page) : null
    return inertia.render('Inventory/Movements/Kardex', {
      products: await productOptions(product?.id),
      product: product
        ? {
            id: product.id,
            sku: product.sku,
            name: product.name,
            unit: product.unit,
            onHand: product.onHand,
            stockValueCents: product.stockValueCents,
          }
        : null,
      kardex: card
        ? {
            ...card,
            /* Serialized here: Inertia's props type only unwraps a transformer at the top level. */
            lines: card.lines.map((line) => new MovementTransformer(line).forList()),
          }
        : null,
      /* Whether the closing balance is today's stock on hand, checked here (null: the range ends earlier). */
      reconciled:
        product && card && range.to >= appToday()
          ? card.closing.quantity === product.onHand &&
            card.closing.valueCents === product.stockValueCents
          : null,
      range,
      rangeErrors: errors,
      presets: reportPresets(undefined, [
        'last_7',
        'last_30',
        'last_90',
        'this_month',
        'year_to_date',
        'last_365',
      ]),
      currency: appCurrency(),
    })
  }

  /*
  | The movement form. inventory.movements.adjust records any adjustment;
  | inventory.movements.record_waste (the kitchen) only waste going out, which
  | is checked on what was asked before anything is validated or written.
  */
  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    const policy = bouncer.with(MovementPolicy)
    const reason = request.input('reason')
    const direction = request.input('direction')
    await policy.authorize('adjust', reason, direction)
    const data = await request.validateUsing(recordMovementValidator, {
      messagesProvider: inventoryMessages,
    })
    const result = await recordAdjustment({ data }, auditOf(ctx))
    session.flash(
      'success',
      result.movement
        ? t('inventory.movements.recorded')
        : t('inventory.movements.count_matches', {
            counted: displayQuantity(result.counted!),
            unit: t(`inventory.unit_symbols.${result.product!.unit}`),
          })
    )
    return response.redirect().back()
  }
}
