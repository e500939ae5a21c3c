import type { HttpContext } from '@adonisjs/core/http'
import InventoryCategory from '#models/inventory/inventory_category'
import CategoryPolicy from '#policies/inventory/category_policy'
import ProductPolicy from '#policies/inventory/product_policy'
import CategoryTransformer from '#transformers/inventory/category_transformer'
import ProductTransformer from '#transformers/inventory/product_transformer'
import {
  createCategoryValidator,
  readCategoryFilters,
  updateCategoryValidator,
} from '#validators/inventory/categories'
import { inventoryMessages } from '#validators/inventory/messages'
import { listCategories, parentOptions } from '#queries/inventory/category_query'
import { productsInCategory } from '#queries/inventory/product_query'
import { createCategory } from '#actions/inventory/create_category'
import { updateCategory } from '#actions/inventory/update_category'
import { auditOf } from '#services/audit_context'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'

const findCategory = (id: number) =>
  InventoryCategory.query()
    .where('id', id)
    .preload('parent')
    .preload('children', (children) => children.orderBy('name'))
    .withCount('products', (products) => products.as('productsCount'))
    .firstOrFail()

export default class CategoriesController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(CategoryPolicy).authorize('view')
    const filters = await readCategoryFilters(request.qs())
    const categories = await listCategories(filters)
    return inertia.render('Inventory/Categories/Index', {
      categories: CategoryTransformer.paginate(categories.all(), categories.getMeta()).useVariant(
        'forIndex'
      ),
      filters,
      can: { manage: await bouncer.with(CategoryPolicy).allows('manage') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(CategoryPolicy).authorize('manage')
    return inertia.render('Inventory/Categories/Create', { parents: await parentOptions() })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(CategoryPolicy).authorize('manage')
    const data = await request.validateUsing(createCategoryValidator, {
      messagesProvider: inventoryMessages,
    })
    const category = await createCategory({ data }, auditOf(ctx))
    session.flash('success', t('inventory.categories.created', { name: category.name }))
    return response.redirect().toRoute('inventory.categories.show', { id: category.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const category = await findCategory(params.id)
    await bouncer.with(CategoryPolicy).authorize('view')
    return inertia.render('Inventory/Categories/Show', {
      category: CategoryTransformer.transform(category).useVariant('forIndex'),
      subcategories: category.children.map((child) => ({ id: child.id, name: child.name })),
      products: ProductTransformer.transform(await productsInCategory(category.id)).useVariant(
        'forIndex'
      ),
      currency: appCurrency(),
      can: {
        manage: await bouncer.with(CategoryPolicy).allows('manage'),
        createProduct: await bouncer.with(ProductPolicy).allows('manage'),
      },
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const category = await findCategory(params.id)
    await bouncer.with(CategoryPolicy).authorize('manage')
    return inertia.render('Inventory/Categories/Edit', {
      category: CategoryTransformer.transform(category).useVariant('forEdit'),
      parents: await parentOptions(category.id),
      hasChildren: category.children.length > 0,
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const category = await findCategory(params.id)
    await bouncer.with(CategoryPolicy).authorize('manage')
    const data = await request.validateUsing(updateCategoryValidator, {
      meta: { categoryId: category.id },
      messagesProvider: inventoryMessages,
    })
    await updateCategory({ category, data }, auditOf(ctx))
    session.flash('success', t('inventory.saved'))
    return response.redirect().toRoute('inventory.categories.edit', { id: category.id })
  }
}
