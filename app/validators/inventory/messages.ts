import { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages, placeholders } from '#validators/catalogue_messages'
import { t } from '#services/i18n'

/*
| The inventory forms' messages: the catalogue's general validation messages,
| a few inventory-specific ones, and readable names for the form fields.
*/

const FIELDS = [
  'name',
  'parent_id',
  'description',
  'tax_id',
  'contact_name',
  'email',
  'phone',
  'address',
  'payment_terms',
  'lead_time_days',
  'sku',
  'category_id',
  'unit',
  'purchase_unit',
  'purchase_unit_factor',
  'preferred_supplier_id',
  'reorder_point',
  'reorder_quantity',
  'product_id',
  'direction',
  'reason',
  'quantity',
  'counted_quantity',
  'unit_cost',
  'note',
]

/* "Reorder point" reads "reorder point" inside a sentence; an acronym (SKU) stays as it is. */
const fieldName = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase())

const ID_FIELDS = ['parent_id', 'category_id', 'preferred_supplier_id', 'product_id']

export const inventoryMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    'min': placeholders(t('inventory.validation.min')),
    'max': placeholders(t('inventory.validation.max')),
    'number': placeholders(t('inventory.validation.number')),
    'withoutDecimals': placeholders(t('inventory.validation.whole_number')),
    'enum': t('inventory.validation.choice'),
    'boolean': t('inventory.validation.choice'),
    'database.exists': placeholders(t('inventory.validation.unknown')),
    ...Object.fromEntries(
      ID_FIELDS.flatMap((field) => [
        [`${field}.min`, placeholders(t('inventory.validation.unknown'))],
        [`${field}.max`, placeholders(t('inventory.validation.unknown'))],
        [`${field}.withoutDecimals`, placeholders(t('inventory.validation.unknown'))],
        [`${field}.storableNumber`, placeholders(t('inventory.validation.unknown'))],
      ])
    ),
    /* The input-safety defaults (start/validator.ts) speak the module's own words here. */
    'wellFormedText': t('inventory.validation.text_format'),
    'name.database.unique': t('inventory.categories.name_taken'),
    'lock_version.required': t('inventory.products.form_outdated'),
    'lock_version.number': t('inventory.products.form_outdated'),
    'lock_version.min': t('inventory.products.form_outdated'),
    'lock_version.max': t('inventory.products.form_outdated'),
    'lock_version.withoutDecimals': t('inventory.products.form_outdated'),
    'sku.database.unique': t('inventory.products.sku_taken'),
    'sku.regex': t('inventory.products.sku_format'),
    'unit_cost.regex': t('inventory.validation.money_format'),
  },
  Object.fromEntries(FIELDS.map((field) => [field, fieldName(t(`inventory.fields.${field}`))]))
)
