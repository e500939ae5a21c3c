import vine from '@vinejs/vine'
import { MENU_STATIONS } from '#enums/restaurant/menu_station'
import { STOCK_UNITS } from '#enums/inventory/stock_unit'
import { toCents } from '#validators/fields'
import { validateDroppingInvalid } from '#validators/list_query'
import { maxAmount } from '#validators/fields'

/* menu_items.price_cents and menu_combos.price_cents: CHECK (price_cents BETWEEN 0 AND 10000000). */
export const MAX_MENU_PRICE_CENTS = 10_000_000

/* An amount typed as 12 or 12.50, stored as integer cents. */
const price = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/)
    .use(maxAmount({ max: MAX_MENU_PRICE_CENTS }))
    .transform(toCents)

const uniqueName = (table: string, metaKey: 'categoryId' | 'itemId' | 'comboId') =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .unique({
      table,
      column: 'name',
      filter: (query, _value, field) => {
        if (field.meta[metaKey]) query.whereNot('id', field.meta[metaKey])
      },
    })

export const menuCategoryValidator = vine.withMetaData<{ categoryId?: number }>().create({
  name: uniqueName('menu_categories', 'categoryId'),
  sort_order: vine.number().withoutDecimals().min(0).max(9999),
  station: vine.enum(MENU_STATIONS),
  is_active: vine.boolean().optional(),
})

/* A portion's quantity: positive, at most 3 decimals, in the product's unit or a convertible one. */
const recipeLine = vine.object({
  product_id: vine.number().withoutDecimals().exists({ table: 'products', column: 'id' }),
  quantity: vine
    .string()
    .trim()
    .regex(/^(?!0+(\.0+)?$)\d{1,8}(\.\d{1,3})?$/),
  unit: vine.enum(STOCK_UNITS),
})

export const menuItemValidator = vine.withMetaData<{ itemId?: number }>().create({
  name: uniqueName('menu_items', 'itemId'),
  category_id: vine.number().withoutDecimals().exists({ table: 'menu_categories', column: 'id' }),
  description: vine.string().trim().maxLength(2000).optional(),
  price: price(),
  preparation_minutes: vine.number().withoutDecimals().min(0).max(240),
  is_available: vine.boolean().optional(),
  is_active: vine.boolean().optional(),
  recipe: vine.array(recipeLine).maxLength(30).optional(),
})

export const availabilityValidator = vine.create({ available: vine.boolean() })

export const menuComboValidator = vine.withMetaData<{ comboId?: number }>().create({
  name: uniqueName('menu_combos', 'comboId'),
  description: vine.string().trim().maxLength(2000).optional(),
  price: price(),
  is_active: vine.boolean().optional(),
})

export const comboItemsValidator = vine.create({
  items: vine
    .array(
      vine.object({
        menu_item_id: vine.number().withoutDecimals().exists({ table: 'menu_items', column: 'id' }),
        quantity: vine.number().withoutDecimals().min(1).max(20),
      })
    )
    .maxLength(20),
})

const menuFiltersValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
  category: vine.number().withoutDecimals().optional(),
  availability: vine.enum(['available', 'sold_out', 'inactive']).optional(),
})

export async function readMenuFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(menuFiltersValidator, query)
  return {
    search: valid.search ?? '',
    category: valid.category ?? null,
    availability: valid.availability ?? ('' as const),
  }
}

export type MenuFilters = Awaited<ReturnType<typeof readMenuFilters>>
