import vine from '@vinejs/vine'
import { day, id, WINDOWS } from '#validators/fields'

/* Filters of the activity log, read from the query string so a filtered list is a shareable URL. */
export const eventFiltersValidator = vine.create({
  area: vine.string().trim().maxLength(40).optional(),
  type: vine.string().trim().maxLength(80).optional(),
  actor: id().optional(),
  subject_type: vine.string().trim().maxLength(60).optional(),
  subject_id: vine.string().trim().maxLength(60).optional(),
  from: day(WINDOWS.query).optional(),
  to: day(WINDOWS.query).afterOrSameAs('from').optional(),
  page: vine.number().positive().withoutDecimals().optional(),
  per_page: vine.number().range([1, 100]).withoutDecimals().optional(),
})
