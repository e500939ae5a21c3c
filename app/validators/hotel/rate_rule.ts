import vine from '@vinejs/vine'
import { day, toCents, wholeNumber, WINDOWS } from '#validators/fields'

/*
| A rate rule: an optional inclusive date range, optional weekdays (ISO 1 =
| Monday … 7 = Sunday; none = every day) and at least one effect — a nightly
| price, a minimum stay or closed to arrival (checked by the action, which
| reports it on nightly_rate).
*/
export const rateRuleValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(80),
  starts_on: day(WINDOWS.season).nullable().optional(),
  ends_on: day(WINDOWS.season).afterOrSameAs('starts_on').nullable().optional(),
  weekdays: vine.array(wholeNumber(1, 7)).distinct().optional(),
  /* Optional, not nullable: VineJS runs a transform on null, so null is read as absent. */
  nightly_rate: vine
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .transform(toCents)
    .optional(),
  min_stay: wholeNumber(1, 365).nullable().optional(),
  closed_to_arrival: vine.boolean().optional(),
})
