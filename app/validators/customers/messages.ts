import { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages, placeholders } from '#validators/catalogue_messages'
import { t } from '#services/i18n'

/* The customer form's messages and readable field names. */
export const customerMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    'enum': placeholders(t('customers.validation.choice')),
    'boolean': placeholders(t('customers.validation.choice')),
    'phone.regex': placeholders(t('customers.validation.phone_format')),
    'tags.array.maxLength': placeholders(t('customers.validation.too_many_tags')),
    'tags.*.maxLength': placeholders(t('customers.validation.tag_length')),
    'guest_id.database.exists': placeholders(t('customers.validation.guest_unknown')),
    'guest_id.number': placeholders(t('customers.validation.guest_unknown')),
    'guest_id.guestLink': placeholders(t('customers.guest_link_refused')),
  },
  {
    name: t('customers.fields.name'),
    tax_id: t('customers.fields.tax_id'),
    email: t('customers.fields.email'),
    phone: t('customers.fields.phone'),
    address: t('customers.fields.address'),
    notes: t('customers.fields.notes'),
  }
)
