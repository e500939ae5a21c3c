import vine from '@vinejs/vine'
import { validateDroppingInvalid } from '#validators/list_query'
import { HOUSEKEEPING_STATUSES } from '#enums/hotel/housekeeping_status'
import { id, wholeNumber } from '#validators/fields'

const number = () =>
  vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,10}$/)
    .toUpperCase()
    .unique({
      table: 'rooms',
      column: 'number',
      filter: (query, _value, field) => {
        if (field.meta.roomId) query.whereNot('id', field.meta.roomId)
      },
    })

const fields = {
  floor: wholeNumber(-5, 200),
  room_type_id: id().exists({ table: 'room_types', column: 'id' }),
  notes: vine.string().trim().maxLength(2000).optional(),
  is_active: vine.boolean().optional(),
}

export const createRoomValidator = vine.create({ number: number(), ...fields })

export const updateRoomValidator = vine
  .withMetaData<{ roomId: number }>()
  .create({ number: number(), ...fields })

export const changeRoomStatusValidator = vine.create({
  status: vine.enum(HOUSEKEEPING_STATUSES),
  reason: vine.string().trim().minLength(3).maxLength(255),
})

/* The list's query string: a broken value is dropped rather than failing the page. */
const roomFiltersValidator = vine.create({
  floor: vine.number().withoutDecimals().optional(),
  type: id().optional(),
  status: vine.enum(HOUSEKEEPING_STATUSES).optional(),
})

export async function readRoomFilters(query: Record<string, unknown>) {
  const picked = Object.fromEntries(
    ['floor', 'type', 'status']
      .filter((key) => query[key] !== undefined && query[key] !== '')
      .map((key) => [key, query[key]])
  )
  const valid = await validateDroppingInvalid(roomFiltersValidator, picked)
  return {
    floor: valid.floor ?? null,
    type: valid.type ?? null,
    status: valid.status ?? ('' as const),
  }
}

export type RoomFilters = Awaited<ReturnType<typeof readRoomFilters>>
