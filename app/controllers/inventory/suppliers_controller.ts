import type { HttpContext } from '@adonisjs/core/http'
import Supplier from '#models/inventory/supplier'
import SupplierPolicy from '#policies/inventory/supplier_policy'
import ProductPolicy from '#policies/inventory/product_policy'
import SupplierTransformer from '#transformers/inventory/supplier_transformer'
import ProductTransformer from '#transformers/inventory/product_transformer'
import { readSupplierFilters, supplierValidator } from '#validators/inventory/suppliers'
import { inventoryMessages } from '#validators/inventory/messages'
import { listSuppliers } from '#queries/inventory/supplier_query'
import { productsOfSupplier } from '#queries/inventory/product_query'
import { createSupplier } from '#actions/inventory/create_supplier'
import { updateSupplier } from '#actions/inventory/update_supplier'
import { auditOf } from '#services/audit_context'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

const validate = (request: HttpContext['request']) =>
  request.validateUsing(supplierValidator, { messagesProvider: inventoryMessages })

export default class SuppliersController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(SupplierPolicy).authorize('view')
    const filters = await readSupplierFilters(request.qs())
    const suppliers = await listSuppliers(filters)
    return inertia.render('Inventory/Suppliers/Index', {
      suppliers: SupplierTransformer.paginate(suppliers.all(), suppliers.getMeta()).useVariant(
        'forIndex'
      ),
      filters,
      can: { manage: await bouncer.with(SupplierPolicy).allows('manage') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(SupplierPolicy).authorize('manage')
    return inertia.render('Inventory/Suppliers/Create', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(SupplierPolicy).authorize('manage')
    const supplier = await createSupplier({ data: await validate(request) }, auditOf(ctx))
    session.flash('success', t('inventory.suppliers.created', { name: supplier.name }))
    return response.redirect().toRoute('inventory.suppliers.show', { id: supplier.id })
  }

  /*
  | `purchaseOrders` is the purchase orders' section of this page: the
  | purchase-orders module fills it (null hides the section).
  */
  async show({ inertia, params, bouncer }: HttpContext) {
    const supplier = await Supplier.findOrFail(params.id)
    await bouncer.with(SupplierPolicy).authorize('view')
    const canSeeProducts = await bouncer.with(ProductPolicy).allows('view')
    return inertia.render('Inventory/Suppliers/Show', {
      supplier: SupplierTransformer.transform(supplier).useVariant('forShow'),
      products: canSeeProducts
        ? ProductTransformer.transform(await productsOfSupplier(supplier.id)).useVariant('forIndex')
        : null,
      purchaseOrders: null,
      currency: appCurrency(),
      can: { manage: await bouncer.with(SupplierPolicy).allows('manage') },
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const supplier = await Supplier.findOrFail(params.id)
    await bouncer.with(SupplierPolicy).authorize('manage')
    return inertia.render('Inventory/Suppliers/Edit', {
      supplier: SupplierTransformer.transform(supplier).useVariant('forShow'),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const supplier = await Supplier.findOrFail(params.id)
    await bouncer.with(SupplierPolicy).authorize('manage')
    await updateSupplier({ supplier, data: await validate(request) }, auditOf(ctx))
    session.flash('success', t('inventory.saved'))
    return response.redirect().toRoute('inventory.suppliers.edit', { id: supplier.id })
  }
}
