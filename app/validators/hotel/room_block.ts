import vine from '@vinejs/vine'

/*
| An out-of-order block covers the nights [starts_on, ends_on): ends_on is the
| day the room is back in service, not blocked itself.
*/
export const createRoomBlockValidator = vine.create({
  starts_on: vine.date({ formats: ['YYYY-MM-DD'] }),
  ends_on: vine.date({ formats: ['YYYY-MM-DD'] }).afterField('starts_on'),
  reason: vine.string().trim().minLength(3).maxLength(255),
})
