import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAYMENT_METHODS } from '#enums/hotel/folio'
import { toCents } from '#validators/hotel/room_types'
import { messages, t } from '#services/i18n'

/*
| The front desk's stay forms: check-in, check-out, a charge and a payment.
| Amounts are typed as 120 or 120.50 and arrive here as integer cents.
*/
const money = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .transform(toCents)

const lockVersion = () => vine.number().withoutDecimals().min(1)

export const checkInValidator = vine.create({
  lockVersion: lockVersion(),
  roomId: vine.number().withoutDecimals().positive(),
  documentConfirmed: vine.accepted(),
  documentType: vine.string().trim().minLength(1).maxLength(30),
  documentNumber: vine.string().trim().minLength(1).maxLength(60),
  depositMethod: vine.enum(PAYMENT_METHODS).optional().requiredIfExists('depositAmount'),
  depositAmount: money().optional(),
})

export const checkOutValidator = vine.create({
  lockVersion: lockVersion(),
  extraDescription: vine.string().trim().minLength(1).maxLength(200).optional().requiredIfExists('extraAmount'),
  extraAmount: money().optional(),
  paymentMethod: vine.enum(PAYMENT_METHODS).optional().requiredIfExists('paymentAmount'),
  paymentAmount: money().optional(),
  paymentReference: vine.string().trim().maxLength(120).optional(),
  leaveBalance: vine.boolean().optional(),
})

export const chargeValidator = vine.create({
  description: vine.string().trim().minLength(1).maxLength(200),
  amount: money(),
  serviceDate: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
})

export const paymentValidator = vine.create({
  method: vine.enum(PAYMENT_METHODS),
  amount: money(),
  reference: vine.string().trim().maxLength(120).optional(),
})

const general = Object.fromEntries(
  Object.entries(messages())
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, text]) => [key.slice('validation.'.length), text.replace(/\{(\w+)\}/g, '{{ $1 }}')])
)

export const stayMessages = new SimpleMessagesProvider(
  {
    ...general,
    'regex': t('hotel.stays.validation.money'),
    'enum': t('hotel.stays.validation.choice'),
    'accepted': t('hotel.stays.validation.document_confirmed'),
    'requiredIfExists': t('validation.required').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    'date': t('hotel.stays.validation.date'),
    'number': t('hotel.stays.validation.choice'),
  },
  {
    roomId: t('hotel.stays.room').toLowerCase(),
    documentType: t('hotel.stays.document_type').toLowerCase(),
    documentNumber: t('hotel.stays.document_number').toLowerCase(),
    depositMethod: t('hotel.folio.method').toLowerCase(),
    depositAmount: t('hotel.folio.amount').toLowerCase(),
    extraDescription: t('hotel.folio.description').toLowerCase(),
    extraAmount: t('hotel.folio.amount').toLowerCase(),
    paymentMethod: t('hotel.folio.method').toLowerCase(),
    paymentAmount: t('hotel.folio.amount').toLowerCase(),
    paymentReference: t('hotel.folio.reference').toLowerCase(),
    description: t('hotel.folio.description').toLowerCase(),
    amount: t('hotel.folio.amount').toLowerCase(),
    method: t('hotel.folio.method').toLowerCase(),
    reference: t('hotel.folio.reference').toLowerCase(),
    serviceDate: t('hotel.folio.service_date').toLowerCase(),
  }
)
