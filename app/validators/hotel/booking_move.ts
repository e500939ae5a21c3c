import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { t } from '#services/i18n'
import { id, isoDay, lockVersion, WINDOWS } from '#validators/fields'

/*
| A move from the tape chart: the target room, and for a booking not yet in the
| house, the new arrival date (the stay keeps its number of nights). The date is
| kept as text for the action; isoDay() refuses a day that does not exist.
*/
export const bookingMoveValidator = vine.create({
  roomId: id(),
  checkIn: isoDay(WINDOWS.planning).optional().nullable(),
  lockVersion: lockVersion().optional().nullable(),
})

export type BookingMoveData = Infer<typeof bookingMoveValidator>

export const bookingMoveMessages = new SimpleMessagesProvider({
  'roomId.required': t('hotel.moves.room_required'),
  'roomId.number': t('hotel.moves.room_required'),
  'roomId.withoutDecimals': t('hotel.moves.room_required'),
  'roomId.positive': t('hotel.moves.room_required'),
  'roomId.storableNumber': t('hotel.moves.room_required'),
  'checkIn.string': t('hotel.moves.arrival_invalid'),
  'checkIn.isoDay': t('hotel.moves.arrival_invalid'),
  'checkIn.dayWindow': t('validation.dayWindow').replace(/\{(\w+)\}/g, '{{ $1 }}'),
  'lockVersion.number': t('hotel.moves.stale'),
  'lockVersion.withoutDecimals': t('hotel.moves.stale'),
  'lockVersion.min': t('hotel.moves.stale'),
})
