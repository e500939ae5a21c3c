/*
| Adding lines to a locked order: each line's menu item or combo is read as it
| is now (its price, name, station and preparation time are copied onto the
| line), sold-out and withdrawn items are refused, and a line whose browser key
| is already stored is skipped, so a replayed request adds nothing twice.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import type { MenuStation } from '#enums/restaurant/menu_station'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import type { addOrderLinesValidator } from '#validators/restaurant/orders'

export type NewLine = Infer<typeof addOrderLinesValidator>['lines'][number]

type ItemRow = {
  id: number
  name: string
  price_cents: number
  preparation_minutes: number
  is_available: boolean
  is_active: boolean
  station: MenuStation
  category_active: boolean
}
type ComboRow = { id: number; name: string; price_cents: number; is_active: boolean }
type ComboPart = { combo_id: number; menu_item_id: number; quantity: number }

async function menuFor(trx: TransactionClientContract, lines: NewLine[]) {
  const comboIds = [...new Set(lines.flatMap((line) => (line.combo_id ? [line.combo_id] : [])))]
  const combos: ComboRow[] = comboIds.length
    ? await trx
        .from('menu_combos')
        .whereIn('id', comboIds)
        .select('id', 'name', 'price_cents', 'is_active')
    : []
  const parts: ComboPart[] = comboIds.length
    ? await trx
        .from('menu_combo_items')
        .whereIn('combo_id', comboIds)
        .orderBy('menu_item_id')
        .select('combo_id', 'menu_item_id', 'quantity')
    : []
  const itemIds = [
    ...new Set([
      ...lines.flatMap((line) => (line.menu_item_id ? [line.menu_item_id] : [])),
      ...parts.map((part) => part.menu_item_id),
    ]),
  ]
  const items: ItemRow[] = itemIds.length
    ? await trx
        .from('menu_items as i')
        .join('menu_categories as c', 'c.id', 'i.category_id')
        .whereIn('i.id', itemIds)
        .select(
          'i.id',
          'i.name',
          'i.price_cents',
          'i.preparation_minutes',
          'i.is_available',
          'i.is_active',
          'c.station',
          'c.is_active as category_active'
        )
    : []
  return {
    items: new Map(items.map((item) => [item.id, item])),
    combos: new Map(combos.map((combo) => [combo.id, combo])),
    parts,
  }
}

/* The item as a line may take it, or a message naming what is wrong with it (in the field of the line). */
function orderable(item: ItemRow | undefined, index: number) {
  const field = `lines.${index}.menu_item_id`
  if (!item || !item.is_active || !item.category_active)
    throw new InvalidInputError(t('restaurant.orders.item_withdrawn'), { field })
  if (!item.is_available)
    throw new InvalidInputError(t('restaurant.orders.item_sold_out', { name: item.name }), {
      field,
    })
  return item
}

/**
 * Adds the lines to the locked order and answers the lines stored now (a
 * replayed key is answered with nothing new). Combos become a priced line with
 * one child line per item.
 */
export async function addLines(
  trx: TransactionClientContract,
  order: Order,
  lines: NewLine[],
  actorId: number | null
) {
  const keys = lines.map((line) => line.key)
  const stored: { client_key: string }[] = await trx
    .from('order_lines')
    .whereIn('client_key', keys)
    .select('client_key')
  const known = new Set(stored.map((row) => row.client_key))
  const fresh = lines.filter(
    (line, index) => !known.has(line.key) && keys.indexOf(line.key) === index
  )
  if (fresh.length === 0) return []
  const menu = await menuFor(trx, fresh)
  const added: OrderLine[] = []
  const base = (line: NewLine) => ({
    orderId: order.id,
    quantity: line.quantity,
    notes: line.notes ?? '',
    course: line.course ?? 1,
    addedBy: actorId,
  })
  for (const line of fresh) {
    if (line.menu_item_id) {
      const item = orderable(menu.items.get(line.menu_item_id), lines.indexOf(line))
      added.push(
        await OrderLine.create(
          {
            ...base(line),
            clientKey: line.key,
            menuItemId: item.id,
            name: item.name,
            unitPriceCents: item.price_cents,
            station: item.station,
            preparationMinutes: item.preparation_minutes,
          },
          { client: trx }
        )
      )
      continue
    }
    added.push(...(await addCombo(trx, menu, line, lines.indexOf(line), base(line))))
  }
  return added
}

type Menu = Awaited<ReturnType<typeof menuFor>>
type LineBase = {
  orderId: number
  quantity: number
  notes: string
  course: number
  addedBy: number | null
}

/* A combo's priced line and one child line (price 0) per item in it. */
async function addCombo(
  trx: TransactionClientContract,
  menu: Menu,
  line: NewLine,
  index: number,
  base: LineBase
) {
  const added: OrderLine[] = []
  const combo = menu.combos.get(line.combo_id!)
  if (!combo || !combo.is_active)
    throw new InvalidInputError(t('restaurant.orders.combo_withdrawn'), {
      field: `lines.${index}.combo_id`,
    })
  const parent = await OrderLine.create(
    {
      ...base,
      clientKey: line.key,
      comboId: combo.id,
      name: combo.name,
      unitPriceCents: combo.price_cents,
      station: null,
    },
    { client: trx }
  )
  added.push(parent)
  for (const part of menu.parts.filter((candidate) => candidate.combo_id === combo.id)) {
    const item = orderable(menu.items.get(part.menu_item_id), index)
    added.push(
      await OrderLine.create(
        {
          ...base,
          clientKey: crypto.randomUUID(),
          parentLineId: parent.id,
          menuItemId: item.id,
          name: item.name,
          unitPriceCents: 0,
          quantity: line.quantity * part.quantity,
          station: item.station,
          preparationMinutes: item.preparation_minutes,
        },
        { client: trx }
      )
    )
  }
  return added
}
