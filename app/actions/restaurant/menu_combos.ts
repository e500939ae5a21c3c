import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import MenuCombo from '#models/restaurant/menu_combo'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { comboFields, comboSubject } from '#actions/restaurant/menu_changes'
import { uniqueViolation } from '#services/database_errors'
import { fieldError } from '#exceptions/field_error'
import { broadcastMenuCombo } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'
import type { comboItemsValidator, menuComboValidator } from '#validators/restaurant/menu'

type ComboData = Infer<typeof menuComboValidator>
type Actor = { actor: User; request?: EventInput['request'] }

const attributes = (data: ComboData) => ({
  name: data.name,
  description: data.description ?? '',
  priceCents: data.price,
  isActive: data.is_active ?? true,
})

export function createMenuCombo({ data, actor, request }: Actor & { data: ComboData }) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const combo = await MenuCombo.create(attributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'restaurant.menu_combo.created',
        actor,
        subject: comboSubject(combo),
        after: comboFields(combo),
        request,
      })
      broadcastMenuCombo(trx, combo)
      return combo
    })
  )
}

export function updateMenuCombo({
  combo,
  data,
  actor,
  request,
}: Actor & { combo: MenuCombo; data: ComboData }) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await MenuCombo.query({ client: trx })
        .where('id', combo.id)
        .forUpdate()
        .firstOrFail()
      const before = comboFields(locked)
      locked.merge(attributes(data))
      await locked.save()
      await recordEvent(trx, {
        type: 'restaurant.menu_combo.updated',
        actor,
        subject: comboSubject(locked),
        before,
        after: comboFields(locked),
        request,
      })
      broadcastMenuCombo(trx, locked)
      combo.merge(locked.$attributes)
    })
  )
}

async function comboLines(trx: TransactionClientContract, comboId: number) {
  const rows = await trx
    .from('menu_combo_items as ci')
    .join('menu_items as m', 'm.id', 'ci.menu_item_id')
    .where('ci.combo_id', comboId)
    .orderBy('m.name')
    .select('m.name', 'ci.quantity')
  return rows.map((row: any) => `${row.quantity} × ${row.name}`)
}

/** Which items make the combo and how many of each: the whole set is replaced. */
export async function setComboItems({
  combo,
  items,
  actor,
  request,
}: Actor & { combo: MenuCombo; items: Infer<typeof comboItemsValidator>['items'] }) {
  const seen = new Set<number>()
  items.forEach((line, index) => {
    if (seen.has(line.menu_item_id))
      throw fieldError(`items.${index}.menu_item_id`, t('restaurant.combos.item_twice'))
    seen.add(line.menu_item_id)
  })
  await db.transaction(async (trx) => {
    const locked = await MenuCombo.query({ client: trx })
      .where('id', combo.id)
      .forUpdate()
      .firstOrFail()
    const before = await comboLines(trx, locked.id)
    await trx.from('menu_combo_items').where('combo_id', locked.id).delete()
    if (items.length)
      await trx.table('menu_combo_items').multiInsert(
        items.map((line) => ({
          combo_id: locked.id,
          menu_item_id: line.menu_item_id,
          quantity: line.quantity,
        }))
      )
    await recordEvent(trx, {
      type: 'restaurant.menu_combo.items_changed',
      actor,
      subject: comboSubject(locked),
      before: { items: before },
      after: { items: await comboLines(trx, locked.id) },
      request,
    })
    broadcastMenuCombo(trx, locked)
  })
}

export async function deleteMenuCombo({ combo, actor, request }: Actor & { combo: MenuCombo }) {
  await db.transaction(async (trx) => {
    const locked = await MenuCombo.query({ client: trx })
      .where('id', combo.id)
      .forUpdate()
      .firstOrFail()
    const before = { ...comboFields(locked), items: await comboLines(trx, locked.id) }
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'restaurant.menu_combo.deleted',
      actor,
      subject: comboSubject(locked),
      before,
      request,
    })
    broadcastMenuCombo(trx, { ...comboFields(locked), id: locked.id, isActive: false })
  })
}
