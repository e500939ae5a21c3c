import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages } from '#validators/catalogue_messages'
import type { FieldContext } from '@vinejs/vine/types'
import { PAYMENT_METHODS } from '#enums/hotel/folio'
import { EARLY_DEPARTURE_CHOICES } from '#enums/hotel/early_departure'
import { t } from '#services/i18n'
import { day, id, lockVersion, toCents } from '#validators/fields'

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

export const checkInValidator = vine.create({
  lockVersion: lockVersion(1),
  roomId: id(),
  documentConfirmed: vine.accepted(),
  documentType: vine.string().trim().minLength(1).maxLength(30),
  documentNumber: vine.string().trim().minLength(1).maxLength(60),
  depositMethod: vine.enum(PAYMENT_METHODS).optional().requiredIfExists('depositAmount'),
  depositAmount: money().optional(),
})

export const checkOutValidator = vine.create({
  lockVersion: lockVersion(1),
  extraDescription: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(200)
    .optional()
    .requiredIfExists('extraAmount'),
  extraAmount: money().optional(),
  paymentMethod: vine.enum(PAYMENT_METHODS).optional().requiredIfExists('paymentAmount'),
  paymentAmount: money().optional(),
  paymentReference: vine.string().trim().maxLength(120).optional(),
  leaveBalance: vine.boolean().optional(),
  earlyDeparture: vine.enum(EARLY_DEPARTURE_CHOICES).optional(),
  earlyDepartureFee: money().optional(),
  lateCheckOut: vine.boolean().optional(),
  billTo: vine.enum(['guest', 'company'] as const).optional(),
  billToName: vine.string().trim().maxLength(200).optional(),
  billToAddress: vine.string().trim().maxLength(500).optional(),
  billToTaxId: vine.string().trim().maxLength(60).optional(),
})

/* A charge or a payment of nothing is refused: the folio tables hold amounts above zero. */
const aboveZero = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !/[1-9]/.test(value))
    field.report(t('hotel.stays.validation.above_zero'), 'aboveZero', field)
})

const postedAmount = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .use(aboveZero())
    .transform(toCents)

export const chargeValidator = vine.create({
  description: vine.string().trim().minLength(1).maxLength(200),
  amount: postedAmount(),
  serviceDate: day().optional(),
})

export const paymentValidator = vine.create({
  method: vine.enum(PAYMENT_METHODS),
  amount: postedAmount(),
  reference: vine.string().trim().maxLength(120).optional(),
})

export const stayMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    regex: t('hotel.stays.validation.money'),
    enum: t('hotel.stays.validation.choice'),
    accepted: t('hotel.stays.validation.document_confirmed'),
    requiredIfExists: t('validation.required').replace(/\{(\w+)\}/g, '{{ $1 }}'),
    date: t('hotel.stays.validation.date'),
    number: t('hotel.stays.validation.choice'),
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
    earlyDepartureFee: t('hotel.stays.early.fee').toLowerCase(),
    billToName: t('hotel.stays.bill_to.name').toLowerCase(),
    billToAddress: t('hotel.stays.bill_to.address').toLowerCase(),
    billToTaxId: t('hotel.stays.bill_to.tax_id').toLowerCase(),
  }
)
