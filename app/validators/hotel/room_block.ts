import vine from '@vinejs/vine'
import { day, endDay } from '#validators/fields'
import { maxRangeNights } from '#config/hotel'

/*
| An out-of-order block covers the nights [starts_on, ends_on): ends_on is the
| day the room is back in service, not blocked itself. It starts in the planning
| window and spans at most HOTEL_MAX_RANGE_NIGHTS nights.
*/
export const createRoomBlockValidator = vine.create({
  starts_on: day(),
  ends_on: endDay('starts_on', maxRangeNights),
  reason: vine.string().trim().minLength(3).maxLength(255),
})
