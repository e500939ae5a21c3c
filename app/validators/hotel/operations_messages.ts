import { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages, placeholders } from '#validators/catalogue_messages'
import { t } from '#services/i18n'

/*
| Messages of the housekeeping, block and rate-rule forms: the catalogue's
| general validation messages plus the ones these forms need, with readable
| field names.
*/

export const operationsMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    'min': placeholders(t('hotel.validation.min')),
    'max': placeholders(t('hotel.validation.max')),
    'number': placeholders(t('hotel.validation.number')),
    'withoutDecimals': placeholders(t('hotel.validation.whole_number')),
    'enum': placeholders(t('hotel.validation.choice')),
    'date': t('hotel.rates.date_format'),
    'roomId.database.exists': t('hotel.availability.room_unknown'),
    'ends_on.date.afterField': t('hotel.blocks.ends_after_start'),
    'ends_on.date.afterOrSameAs': t('hotel.rates.ends_before_start'),
    'nightly_rate.regex': t('hotel.validation.money_format'),
    'weekdays.*.min': t('hotel.rates.weekday_range'),
    'weekdays.*.max': t('hotel.rates.weekday_range'),
    'weekdays.distinct': t('hotel.rates.weekday_twice'),
  },
  {
    roomId: t('hotel.housekeeping.room').toLowerCase(),
    kind: t('hotel.housekeeping.kind').toLowerCase(),
    assigneeId: t('hotel.housekeeping.assignee').toLowerCase(),
    dueOn: t('hotel.housekeeping.due_on').toLowerCase(),
    notes: t('hotel.housekeeping.notes').toLowerCase(),
    lockVersion: 'version',
    starts_on: t('hotel.blocks.starts_on').toLowerCase(),
    ends_on: t('hotel.blocks.ends_on').toLowerCase(),
    reason: t('hotel.blocks.reason').toLowerCase(),
    name: t('hotel.rates.name').toLowerCase(),
    nightly_rate: t('hotel.rates.nightly_rate').toLowerCase(),
    min_stay: t('hotel.rates.min_stay').toLowerCase(),
  }
)
