import type { HttpContext } from '@adonisjs/core/http'
import MenuCategory from '#models/restaurant/menu_category'
import { menuCategoryValidator } from '#validators/restaurant/menu'
import { restaurantMessages } from '#validators/restaurant/messages'
import { listCategories } from '#queries/restaurant/menu_query'
import { createMenuCategory } from '#actions/restaurant/create_menu_category'
import { updateMenuCategory } from '#actions/restaurant/update_menu_category'
import { deleteMenuCategory } from '#actions/restaurant/delete_menu_category'
import { MENU_STATIONS } from '#enums/restaurant/menu_station'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'
import MenuCategoryPolicy from '#policies/restaurant/menu_category_policy'

export default class MenuCategoriesController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(MenuCategoryPolicy).authorize('view')
    return inertia.render('Restaurant/MenuCategories/Index', {
      categories: await listCategories(),
      can: { manage: await bouncer.with(MenuCategoryPolicy).allows('manage') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(MenuCategoryPolicy).authorize('manage')
    const categories = await listCategories()
    const next = categories.reduce((max, category) => Math.max(max, category.sortOrder), 0)
    return inertia.render('Restaurant/MenuCategories/Create', {
      stations: [...MENU_STATIONS],
      nextSortOrder: next + 10,
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with(MenuCategoryPolicy).authorize('manage')
    const data = await ctx.request.validateUsing(menuCategoryValidator, {
      messagesProvider: restaurantMessages,
      meta: {},
    })
    const category = await createMenuCategory({ data }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.menu.category_created', { name: category.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_categories.index')
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(MenuCategoryPolicy).authorize('manage')
    const category = await MenuCategory.findOrFail(params.id)
    return inertia.render('Restaurant/MenuCategories/Edit', {
      category: category.serialize({
        fields: { pick: ['id', 'name', 'sortOrder', 'station', 'isActive'] },
      }) as {
        id: number
        name: string
        sortOrder: number
        station: 'kitchen' | 'bar'
        isActive: boolean
      },
      stations: [...MENU_STATIONS],
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with(MenuCategoryPolicy).authorize('manage')
    const category = await MenuCategory.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(menuCategoryValidator, {
      messagesProvider: restaurantMessages,
      meta: { categoryId: category.id },
    })
    await updateMenuCategory({ category, data }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.saved'))
    return ctx.response.redirect().toRoute('restaurant.menu_categories.edit', { id: category.id })
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with(MenuCategoryPolicy).authorize('manage')
    const category = await MenuCategory.findOrFail(ctx.params.id)
    await deleteMenuCategory({ category }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.menu.category_deleted', { name: category.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_categories.index')
  }
}
