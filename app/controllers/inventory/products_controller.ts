import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/inventory/product'
import ProductPolicy from '#policies/inventory/product_policy'
import MovementPolicy from '#policies/inventory/movement_policy'
import PurchaseOrderPolicy from '#policies/inventory/purchase_order_policy'
import ProductTransformer from '#transformers/inventory/product_transformer'
import MovementTransformer from '#transformers/inventory/movement_transformer'
import {
  createProductValidator,
  readProductFilters,
  updateProductValidator,
} from '#validators/inventory/products'
import { inventoryMessages } from '#validators/inventory/messages'
import { listProducts, lowStockProducts, recentMovements } from '#queries/inventory/product_query'
import { categoryOptions } from '#queries/inventory/category_query'
import { supplierOptions } from '#queries/inventory/supplier_query'
import { createProduct } from '#actions/inventory/create_product'
import { updateProduct } from '#actions/inventory/update_product'
import { auditOf } from '#services/audit_context'
import { STOCK_UNITS } from '#enums/inventory/stock_unit'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

const findProduct = (id: number) =>
  Product.query().where('id', id).preload('category').preload('preferredSupplier').firstOrFail()

const formOptions = async (supplierId?: number | null) => ({
  categories: await categoryOptions(),
  suppliers: await supplierOptions(supplierId),
  units: [...STOCK_UNITS],
  currency: appCurrency(),
})

export default class ProductsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(ProductPolicy).authorize('view')
    const filters = await readProductFilters(request.qs())
    const products = await listProducts(filters)
    return inertia.render('Inventory/Products/Index', {
      products: ProductTransformer.paginate(products.all(), products.getMeta()).useVariant(
        'forIndex'
      ),
      filters,
      categories: await categoryOptions(),
      suppliers: await supplierOptions(filters.supplier),
      currency: appCurrency(),
      can: { manage: await bouncer.with(ProductPolicy).allows('manage') },
    })
  }

  async lowStock({ inertia, bouncer }: HttpContext) {
    await bouncer.with(ProductPolicy).authorize('view')
    return inertia.render('Inventory/Products/LowStock', {
      products: await lowStockProducts(),
      currency: appCurrency(),
      can: { draftPurchaseOrder: await bouncer.with(PurchaseOrderPolicy).allows('manage') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(ProductPolicy).authorize('manage')
    return inertia.render('Inventory/Products/Create', await formOptions())
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(ProductPolicy).authorize('manage')
    const data = await request.validateUsing(createProductValidator, {
      messagesProvider: inventoryMessages,
    })
    const product = await createProduct({ data }, auditOf(ctx))
    session.flash('success', t('inventory.products.created', { sku: product.sku }))
    return response.redirect().toRoute('inventory.products.show', { id: product.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const product = await findProduct(params.id)
    await bouncer.with(ProductPolicy).authorize('view')
    const movements = bouncer.with(MovementPolicy)
    const viewMovements = await movements.allows('view')
    return inertia.render('Inventory/Products/Show', {
      product: ProductTransformer.transform(product).useVariant('forShow'),
      // The ledger lines carry costs, values and users: only for those who may read the ledger.
      movements: viewMovements
        ? MovementTransformer.transform(await recentMovements(product.id)).useVariant('forList')
        : [],
      currency: appCurrency(),
      can: {
        manage: await bouncer.with(ProductPolicy).allows('manage'),
        viewMovements,
        adjust: await movements.allows('adjustAnyReason'),
        recordWaste: await movements.allows('record'),
      },
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const product = await findProduct(params.id)
    await bouncer.with(ProductPolicy).authorize('manage')
    return inertia.render('Inventory/Products/Edit', {
      product: ProductTransformer.transform(product).useVariant('forEdit'),
      ...(await formOptions(product.preferredSupplierId)),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const product = await findProduct(params.id)
    await bouncer.with(ProductPolicy).authorize('manage')
    const { lock_version: lockVersion, ...data } = await request.validateUsing(
      updateProductValidator,
      { meta: { productId: product.id }, messagesProvider: inventoryMessages }
    )
    await updateProduct({ product, data, lockVersion }, auditOf(ctx))
    session.flash('success', t('inventory.saved'))
    return response.redirect().toRoute('inventory.products.edit', { id: product.id })
  }
}
