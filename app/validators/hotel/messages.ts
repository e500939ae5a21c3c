import { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages } from '#validators/catalogue_messages'
import { t } from '#services/i18n'

/*
| The hotel forms' messages: the catalogue's general validation messages, a few
| hotel-specific ones, and readable names for the form fields.
*/

export const hotelMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    'code.regex': t('hotel.validation.code_format'),
    'base_rate.regex': t('hotel.validation.money_format'),
    'number.regex': t('hotel.validation.room_number_format'),
    'min': t('hotel.validation.min').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    'max': t('hotel.validation.max').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    'number': t('hotel.validation.number').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    'withoutDecimals': t('hotel.validation.whole_number').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    'enum': t('hotel.validation.choice').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    'room_type_id.database.exists': t('hotel.validation.room_type_unknown'),
    'number.database.unique': t('hotel.rooms.number_taken'),
    'code.database.unique': t('hotel.room_types.code_taken'),
    'blocked_reason.required': t('hotel.guests.blocked_reason_required'),
    'nationality.regex': t('hotel.guests.nationality_format'),
    'birth_date.date': t('hotel.guests.birth_date_format'),
    'birth_date.date.beforeOrEqual': t('hotel.guests.birth_date_future'),
  },
  {
    base_rate: t('hotel.room_types.base_rate').toLowerCase(),
    max_adults: t('hotel.room_types.max_adults').toLowerCase(),
    max_children: t('hotel.room_types.max_children').toLowerCase(),
    size_m2: t('hotel.room_types.size_m2_field'),
    room_type_id: t('hotel.rooms.room_type').toLowerCase(),
    number: t('hotel.rooms.number').toLowerCase(),
    floor: t('hotel.rooms.floor').toLowerCase(),
    status: t('hotel.rooms.status').toLowerCase(),
    reason: t('hotel.rooms.reason').toLowerCase(),
    first_name: t('hotel.guests.first_name').toLowerCase(),
    last_name: t('hotel.guests.last_name').toLowerCase(),
    email: t('hotel.guests.email').toLowerCase(),
    phone: t('hotel.guests.phone').toLowerCase(),
    document_type: t('hotel.guests.document_type').toLowerCase(),
    document_number: t('hotel.guests.document_number').toLowerCase(),
    address: t('hotel.guests.address').toLowerCase(),
    company: t('hotel.guests.company').toLowerCase(),
    notes: t('hotel.guests.notes').toLowerCase(),
  }
)
