import vine from '@vinejs/vine'
import { toCents, wholeNumber } from '#validators/fields'

const code = () =>
  vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,10}$/)
    .toUpperCase()
    .unique({
      table: 'room_types',
      column: 'code',
      filter: (query, _value, field) => {
        if (field.meta.roomTypeId) query.whereNot('id', field.meta.roomTypeId)
      },
    })

const fields = {
  name: vine.string().trim().minLength(1).maxLength(80),
  description: vine.string().trim().maxLength(2000).optional(),
  base_rate: vine
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .transform(toCents),
  max_adults: wholeNumber(1, 20),
  max_children: wholeNumber(0, 20),
  beds: vine.string().trim().maxLength(120).optional(),
  size_m2: vine.number().min(1).max(9999).optional(),
  amenities: vine
    .array(vine.string().trim().minLength(1).maxLength(60))
    .maxLength(40)
    .distinct()
    .optional(),
  is_active: vine.boolean().optional(),
}

export const createRoomTypeValidator = vine.create({ code: code(), ...fields })

export const updateRoomTypeValidator = vine
  .withMetaData<{ roomTypeId: number }>()
  .create({ code: code(), ...fields })
