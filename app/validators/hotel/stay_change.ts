import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { t } from '#services/i18n'

/*
| A new departure date for a stay in the house, and the room to move to when
| the guest's own is taken for the added nights. The date is checked as text
| and read by the action, so an impossible date is reported on its field.
*/
export const changeStayValidator = vine.create({
  checkOut: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  roomId: vine.number().withoutDecimals().positive().optional().nullable(),
  lockVersion: vine.number().withoutDecimals().min(0).optional().nullable(),
})

export type ChangeStayData = Infer<typeof changeStayValidator>

export const changeStayMessages = new SimpleMessagesProvider({
  'checkOut.required': t('hotel.stays.validation.date'),
  'checkOut.string': t('hotel.stays.validation.date'),
  'checkOut.regex': t('hotel.stays.validation.date'),
  'roomId.number': t('hotel.moves.room_required'),
  'roomId.withoutDecimals': t('hotel.moves.room_required'),
  'roomId.positive': t('hotel.moves.room_required'),
  'lockVersion.number': t('hotel.stays.stale'),
  'lockVersion.withoutDecimals': t('hotel.stays.stale'),
  'lockVersion.min': t('hotel.stays.stale'),
})
