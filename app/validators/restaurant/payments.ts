import vine from '@vinejs/vine'
import { BILL_SPLITS, DISCOUNT_KINDS, PAYMENT_METHODS } from '#enums/restaurant/payment'

const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)
const cents = () => vine.number().withoutDecimals()
const key = () => vine.string().trim().uuid()

/** A payment as the pay panel sends it: amounts in cents, the browser's key for replays. */
export const takePaymentValidator = vine.create({
  key: key(),
  method: vine.enum(PAYMENT_METHODS),
  amount_cents: cents().min(1).max(100_000_000),
  tip_cents: cents().min(0).max(10_000_000).optional(),
  /** Cash: what the guest handed over; exact money when absent. */
  tendered_cents: cents().min(0).max(100_000_000).optional(),
  reference: vine.string().trim().maxLength(80).optional(),
  booking_id: id().optional().requiredWhen('method', '=', 'room_charge'),
  bill_part_id: id().optional(),
})

/** A percent (up to two decimals) or an amount in cents; 0 removes the discount. */
export const discountValidator = vine.create({
  kind: vine.enum(DISCOUNT_KINDS),
  value: vine.number().min(0).max(100_000_000).decimal([0, 2]),
  reason: vine.string().trim().maxLength(255).optional(),
})

export const refundValidator = vine.create({
  key: key(),
  amount_cents: cents().min(1).max(100_000_000),
  reason: vine.string().trim().minLength(3).maxLength(255),
})

/** By item: each part lists its line ids; in equal parts: how many. */
export const splitBillValidator = vine.create({
  split: vine.enum(BILL_SPLITS),
  parts: vine
    .number()
    .withoutDecimals()
    .min(2)
    .max(20)
    .optional()
    .requiredWhen('split', '=', 'equal'),
  groups: vine
    .array(vine.array(id()).minLength(1).maxLength(200))
    .minLength(2)
    .maxLength(20)
    .optional()
    .requiredWhen('split', '=', 'items'),
})
