import { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages, placeholders } from '#validators/catalogue_messages'
import { t } from '#services/i18n'

/*
| The restaurant forms' messages: the catalogue's general validation messages,
| the restaurant's own, and readable names for the form fields.
*/

const own = (key: string) => placeholders(t(key))

export const restaurantMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    'min': own('restaurant.validation.min'),
    'max': own('restaurant.validation.max'),
    'number': own('restaurant.validation.number'),
    'withoutDecimals': own('restaurant.validation.whole_number'),
    'enum': own('restaurant.validation.choice'),
    'boolean': own('restaurant.validation.choice'),
    'date': own('restaurant.validation.date'),
    'regex': own('restaurant.validation.format'),
    'name.database.unique': own('restaurant.validation.name_taken'),
    'price.regex': own('restaurant.validation.money_format'),
    'time.regex': own('restaurant.validation.time_format'),
    'phone.regex': own('restaurant.validation.phone_format'),
    'category_id.database.exists': own('restaurant.validation.category_unknown'),
    'customer_id.database.exists': own('restaurant.validation.customer_unknown'),
    'table_id.database.exists': own('restaurant.validation.table_unknown'),
    'recipe.*.quantity.regex': own('restaurant.menu.quantity_format'),
    'recipe.*.product_id.database.exists': own('restaurant.menu.product_unknown'),
    'recipe.*.product_id.required': own('restaurant.menu.product_unknown'),
    'items.*.menu_item_id.required': own('restaurant.combos.item_unknown'),
    'items.*.menu_item_id.database.exists': own('restaurant.combos.item_unknown'),
    'customer_id.required': own('restaurant.reservations.customer_required'),
    'customer_name.required': own('restaurant.reservations.customer_name_required'),
    'phone.required': own('restaurant.reservations.phone_required'),
  },
  {
    name: t('restaurant.fields.name'),
    area: t('restaurant.fields.area'),
    seats: t('restaurant.fields.seats'),
    shape: t('restaurant.fields.shape'),
    x: t('restaurant.fields.x'),
    y: t('restaurant.fields.y'),
    width: t('restaurant.fields.width'),
    height: t('restaurant.fields.height'),
    party_size: t('restaurant.fields.party_size'),
    date: t('restaurant.fields.date'),
    time: t('restaurant.fields.time'),
    duration_minutes: t('restaurant.fields.duration'),
    notes: t('restaurant.fields.notes'),
    customer_name: t('restaurant.fields.customer_name'),
    phone: t('restaurant.fields.phone'),
    sort_order: t('restaurant.fields.sort_order'),
    station: t('restaurant.fields.station'),
    price: t('restaurant.fields.price'),
    preparation_minutes: t('restaurant.fields.preparation_minutes'),
    description: t('restaurant.fields.description'),
    quantity: t('restaurant.fields.quantity'),
    table_id: t('restaurant.fields.table'),
    customer_id: t('restaurant.fields.customer'),
    category_id: t('restaurant.fields.category'),
    product_id: t('restaurant.fields.product'),
    menu_item_id: t('restaurant.fields.menu_item'),
    active: t('restaurant.fields.active'),
    is_active: t('restaurant.fields.active'),
    is_available: t('restaurant.fields.available'),
    unit: t('restaurant.fields.unit'),
    reason: t('restaurant.fields.reason'),
    status: t('restaurant.fields.status'),
    lock_version: t('restaurant.fields.version'),
  }
)
