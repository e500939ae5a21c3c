import type { HttpContext } from '@adonisjs/core/http'
import MenuItem from '#models/restaurant/menu_item'
import {
  availabilityValidator,
  menuItemValidator,
  readMenuFilters,
} from '#validators/restaurant/menu'
import { restaurantMessages } from '#validators/restaurant/messages'
import {
  categoryOptions,
  itemCosting,
  listMenuItems,
  productOptions,
} from '#queries/restaurant/menu_query'
import { createMenuItem } from '#actions/restaurant/create_menu_item'
import { updateMenuItem } from '#actions/restaurant/update_menu_item'
import { setAvailability } from '#actions/restaurant/set_menu_item_availability'
import { deleteMenuItem } from '#actions/restaurant/delete_menu_item'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'
import MenuItemPolicy from '#policies/restaurant/menu_item_policy'

const validate = (ctx: HttpContext, itemId?: number) =>
  ctx.request.validateUsing(menuItemValidator, {
    messagesProvider: restaurantMessages,
    meta: { itemId },
  })

export default class MenuItemsController {
  /* `items` is what the live list reloads when an item or an average cost changes. */
  async index({ inertia, request, bouncer }: HttpContext) {
    const policy = bouncer.with(MenuItemPolicy)
    await policy.authorize('view')
    const filters = await readMenuFilters(request.qs())
    const withCosts = await policy.allows('seeCost')
    return inertia.render('Restaurant/MenuItems/Index', {
      items: () => listMenuItems(filters, withCosts),
      filters,
      categories: await categoryOptions(),
      currency: appCurrency(),
      can: {
        manage: await policy.allows('manage'),
        availability: await policy.allows('setAvailability'),
        seeCost: withCosts,
      },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(MenuItemPolicy).authorize('manage')
    return inertia.render('Restaurant/MenuItems/Create', {
      categories: await categoryOptions(),
      products: await productOptions(),
      currency: appCurrency(),
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with(MenuItemPolicy).authorize('manage')
    const data = await validate(ctx)
    const item = await createMenuItem({ data }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.menu.item_created', { name: item.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_items.edit', { id: item.id })
  }

  /* `costing` is what the page reloads live when an ingredient's average cost changes. */
  async edit({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(MenuItemPolicy).authorize('manage')
    const item = await MenuItem.findOrFail(params.id)
    return inertia.render('Restaurant/MenuItems/Edit', {
      item: {
        id: item.id,
        name: item.name,
        categoryId: item.categoryId,
        description: item.description,
        priceCents: item.priceCents,
        preparationMinutes: item.preparationMinutes,
        isAvailable: item.isAvailable,
        isActive: item.isActive,
      },
      costing: () => itemCosting(item.id, item.priceCents),
      categories: await categoryOptions(),
      products: await productOptions(),
      currency: appCurrency(),
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with(MenuItemPolicy).authorize('manage')
    const item = await MenuItem.findOrFail(ctx.params.id)
    const data = await validate(ctx, item.id)
    await updateMenuItem({ item, data }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.saved'))
    return ctx.response.redirect().toRoute('restaurant.menu_items.edit', { id: item.id })
  }

  async availability(ctx: HttpContext) {
    await ctx.bouncer.with(MenuItemPolicy).authorize('setAvailability')
    const item = await MenuItem.findOrFail(ctx.params.id)
    const { available } = await ctx.request.validateUsing(availabilityValidator, {
      messagesProvider: restaurantMessages,
    })
    await setAvailability({ item, available }, auditOf(ctx))
    ctx.session.flash(
      'success',
      t(available ? 'restaurant.menu.now_available' : 'restaurant.menu.now_sold_out', {
        name: item.name,
      })
    )
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with(MenuItemPolicy).authorize('manage')
    const item = await MenuItem.findOrFail(ctx.params.id)
    await deleteMenuItem({ item }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.menu.item_deleted', { name: item.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_items.index')
  }
}
