import vine from '@vinejs/vine'
import { ORDER_KINDS } from '#enums/restaurant/order_status'

const id = () => vine.number().withoutDecimals().min(1).max(2147483647)

/** What a link to a new order may prefill: its kind, table, reservation or booking. */
export const posPrefillValidator = vine.create({
  kind: vine.enum(ORDER_KINDS).optional(),
  table_id: id().optional(),
  reservation_id: id().optional(),
  booking_id: id().optional(),
})
