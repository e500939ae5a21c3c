import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { t } from '#services/i18n'

/*
| A move from the tape chart: the target room, and for a booking not yet in the
| house, the new arrival date (the stay keeps its number of nights). The date is
| checked as text and read by the action, so an impossible date is reported on
| its field like any other rule.
*/
export const bookingMoveValidator = vine.create({
  roomId: vine.number().withoutDecimals().positive(),
  checkIn: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .nullable(),
  lockVersion: vine.number().withoutDecimals().min(0).optional().nullable(),
})

export type BookingMoveData = Infer<typeof bookingMoveValidator>

export const bookingMoveMessages = new SimpleMessagesProvider({
  'roomId.required': t('hotel.moves.room_required'),
  'roomId.number': t('hotel.moves.room_required'),
  'roomId.withoutDecimals': t('hotel.moves.room_required'),
  'roomId.positive': t('hotel.moves.room_required'),
  'checkIn.string': t('hotel.moves.arrival_invalid'),
  'checkIn.regex': t('hotel.moves.arrival_invalid'),
  'lockVersion.number': t('hotel.moves.stale'),
  'lockVersion.withoutDecimals': t('hotel.moves.stale'),
  'lockVersion.min': t('hotel.moves.stale'),
})
