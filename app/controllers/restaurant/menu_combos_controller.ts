import type { HttpContext } from '@adonisjs/core/http'
import MenuCombo from '#models/restaurant/menu_combo'
import { comboItemsValidator, menuComboValidator } from '#validators/restaurant/menu'
import { restaurantMessages } from '#validators/restaurant/messages'
import { comboItems, listCombos } from '#queries/restaurant/menu_query'
import { createMenuCombo } from '#actions/restaurant/create_menu_combo'
import { updateMenuCombo } from '#actions/restaurant/update_menu_combo'
import { setComboItems } from '#actions/restaurant/set_combo_items'
import { deleteMenuCombo } from '#actions/restaurant/delete_menu_combo'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'
import MenuComboPolicy from '#policies/restaurant/menu_combo_policy'

const comboProps = (combo: MenuCombo) => ({
  id: combo.id,
  name: combo.name,
  description: combo.description,
  priceCents: combo.priceCents,
  isActive: combo.isActive,
})

export default class MenuCombosController {
  async index({ inertia, bouncer }: HttpContext) {
    const policy = bouncer.with(MenuComboPolicy)
    await policy.authorize('view')
    const seeCost = await policy.allows('seeCost')
    return inertia.render('Restaurant/MenuCombos/Index', {
      combos: () => listCombos(seeCost),
      currency: appCurrency(),
      can: { manage: await policy.allows('manage'), seeCost },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(MenuComboPolicy).authorize('manage')
    return inertia.render('Restaurant/MenuCombos/Create', { currency: appCurrency() })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with(MenuComboPolicy).authorize('manage')
    const data = await ctx.request.validateUsing(menuComboValidator, {
      messagesProvider: restaurantMessages,
      meta: {},
    })
    const combo = await createMenuCombo({ data }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.combos.created', { name: combo.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_combos.items', { id: combo.id })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(MenuComboPolicy).authorize('manage')
    const combo = await MenuCombo.findOrFail(params.id)
    return inertia.render('Restaurant/MenuCombos/Edit', {
      combo: comboProps(combo),
      currency: appCurrency(),
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with(MenuComboPolicy).authorize('manage')
    const combo = await MenuCombo.findOrFail(ctx.params.id)
    const data = await ctx.request.validateUsing(menuComboValidator, {
      messagesProvider: restaurantMessages,
      meta: { comboId: combo.id },
    })
    await updateMenuCombo({ combo, data }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.saved'))
    return ctx.response.redirect().toRoute('restaurant.menu_combos.edit', { id: combo.id })
  }

  /* `lines` is what the page reloads live when an average cost changes. */
  async manageItems({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(MenuComboPolicy).authorize('manage')
    const combo = await MenuCombo.findOrFail(params.id)
    return inertia.render('Restaurant/MenuCombos/ManageItems', {
      combo: comboProps(combo),
      lines: () => comboItems(combo.id, true),
      currency: appCurrency(),
    })
  }

  async updateItems(ctx: HttpContext) {
    await ctx.bouncer.with(MenuComboPolicy).authorize('manage')
    const combo = await MenuCombo.findOrFail(ctx.params.id)
    const { items } = await ctx.request.validateUsing(comboItemsValidator, {
      messagesProvider: restaurantMessages,
    })
    await setComboItems({ combo, items }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.combos.items_saved', { name: combo.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_combos.items', { id: combo.id })
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with(MenuComboPolicy).authorize('manage')
    const combo = await MenuCombo.findOrFail(ctx.params.id)
    await deleteMenuCombo({ combo }, auditOf(ctx))
    ctx.session.flash('success', t('restaurant.combos.deleted', { name: combo.name }))
    return ctx.response.redirect().toRoute('restaurant.menu_combos.index')
  }
}
