import vine from '@vinejs/vine'
import { ORDER_KINDS } from '#enums/restaurant/order_status'
import { COURSES } from '#enums/restaurant/kitchen_status'

const id = () => vine.number().withoutDecimals().min(1)
const key = () => vine.string().trim().uuid()

/** One line as the POS sends it: a menu item or a combo, with the browser's key for replays. */
const line = vine.object({
  key: key(),
  menu_item_id: id().optional().requiredIfMissing('combo_id'),
  combo_id: id().optional(),
  quantity: vine.number().withoutDecimals().min(1).max(999),
  notes: vine.string().trim().maxLength(500).optional(),
  course: vine
    .number()
    .in([...COURSES])
    .optional(),
})

export const createOrderValidator = vine.create({
  key: key().optional(),
  kind: vine.enum(ORDER_KINDS),
  table_id: id().optional().requiredWhen('kind', '=', 'dine_in'),
  booking_id: id().optional().requiredWhen('kind', '=', 'room_service'),
  customer_id: id().optional().nullable(),
  waiter_id: id().optional(),
  /** The reservation this order seats, when the POS was opened from one. */
  reservation_id: id().optional(),
  covers: vine.number().withoutDecimals().min(1).max(100).optional(),
  notes: vine.string().trim().maxLength(2000).optional(),
  lines: vine.array(line).maxLength(200).optional(),
})

export const addOrderLinesValidator = vine.create({
  lines: vine.array(line).minLength(1).maxLength(200),
})

export const updateOrderLineValidator = vine.create({
  quantity: vine.number().withoutDecimals().min(1).max(999).optional(),
  notes: vine.string().trim().maxLength(500).optional(),
  course: vine
    .number()
    .in([...COURSES])
    .optional(),
})

export const sendOrderValidator = vine.create({
  key: key(),
  /** The keys of the lines to fire; every line not yet sent when absent. */
  lines: vine.array(key()).maxLength(400).optional(),
})

export const voidValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(255),
})
