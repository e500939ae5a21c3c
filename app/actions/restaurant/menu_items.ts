import db from '@adonisjs/lucid/services/db'
import MenuItem from '#models/restaurant/menu_item'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  itemAttributes,
  itemFields,
  itemSubject,
  MenuRefused,
  recipeFields,
  writeRecipe,
  type MenuItemData,
} from '#actions/restaurant/menu_changes'
import { uniqueViolation } from '#services/database_errors'
import { broadcastMenuItem } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'

type Actor = { actor: User; request?: EventInput['request'] }

/** A new item with its recipe; every POS screen hears of it once committed. */
export function createMenuItem({ data, actor, request }: Actor & { data: MenuItemData }) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const item = await MenuItem.create(itemAttributes(data), { client: trx })
      await writeRecipe(trx, item.id, data.recipe ?? [])
      await recordEvent(trx, {
        type: 'restaurant.menu_item.created',
        actor,
        subject: itemSubject(item),
        after: { ...itemFields(item), recipe: await recipeFields(trx, item.id) },
        request,
      })
      broadcastMenuItem(trx, item)
      return item
    })
  )
}

/**
 * Saves an item and its recipe. A new price applies to orders taken from now on:
 * order lines keep the price they were taken at.
 */
export function updateMenuItem({
  item,
  data,
  actor,
  request,
}: Actor & { item: MenuItem; data: MenuItemData }) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await MenuItem.query({ client: trx })
        .where('id', item.id)
        .forUpdate()
        .firstOrFail()
      const before = { ...itemFields(locked), recipe: await recipeFields(trx, locked.id) }
      locked.merge(itemAttributes(data))
      await locked.save()
      await writeRecipe(trx, locked.id, data.recipe ?? [])
      await recordEvent(trx, {
        type: 'restaurant.menu_item.updated',
        actor,
        subject: itemSubject(locked),
        before,
        after: { ...itemFields(locked), recipe: await recipeFields(trx, locked.id) },
        request,
      })
      broadcastMenuItem(trx, locked)
      item.merge(locked.$attributes)
    })
  )
}

/** Sold out, or available again: at once on every POS screen. */
export async function setAvailability({
  item,
  available,
  actor,
  request,
}: Actor & { item: MenuItem; available: boolean }) {
  await db.transaction(async (trx) => {
    const locked = await MenuItem.query({ client: trx })
      .where('id', item.id)
      .forUpdate()
      .firstOrFail()
    if (locked.isAvailable === available) return
    locked.isAvailable = available
    await locked.save()
    await recordEvent(trx, {
      type: available ? 'restaurant.menu_item.available' : 'restaurant.menu_item.sold_out',
      actor,
      subject: itemSubject(locked),
      before: { isAvailable: !available },
      after: { isAvailable: available },
      request,
    })
    broadcastMenuItem(trx, locked)
    item.merge({ isAvailable: available })
  })
}

/** An item in a combo stays (take it off the menu instead); any other can be deleted with its recipe. */
export async function deleteMenuItem({ item, actor, request }: Actor & { item: MenuItem }) {
  await db.transaction(async (trx) => {
    const locked = await MenuItem.query({ client: trx })
      .where('id', item.id)
      .forUpdate()
      .firstOrFail()
    const combo = await trx
      .from('menu_combo_items as ci')
      .join('menu_combos as c', 'c.id', 'ci.combo_id')
      .where('ci.menu_item_id', locked.id)
      .select('c.name')
      .first()
    if (combo)
      throw new MenuRefused(
        t('restaurant.menu.item_in_combo', { name: locked.name, combo: combo.name })
      )
    const before = { ...itemFields(locked), recipe: await recipeFields(trx, locked.id) }
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'restaurant.menu_item.deleted',
      actor,
      subject: itemSubject(locked),
      before,
      request,
    })
    broadcastMenuItem(trx, {
      ...itemFields(locked),
      id: locked.id,
      isAvailable: false,
      isActive: false,
    })
  })
}
