import vine from '@vinejs/vine'
import { KITCHEN_STATUSES } from '#enums/restaurant/kitchen_status'
import { MENU_STATIONS, type MenuStation } from '#enums/restaurant/menu_station'

/** A tap on a line: the status the cook saw, so a second tap does not take it two steps. */
export const advanceLineValidator = vine.create({
  from: vine.enum(KITCHEN_STATUSES).optional(),
})

/** Serving: one line, or every ready line of the order when none is named. */
export const serveValidator = vine.create({
  line_id: vine.number().withoutDecimals().min(1).optional().nullable(),
})

/** The station a display shows: the kitchen unless the bar is asked for. */
export function readStation(value: unknown): MenuStation {
  return (MENU_STATIONS as readonly unknown[]).includes(value) ? (value as MenuStation) : 'kitchen'
}

export function isStation(value: unknown): value is MenuStation {
  return (MENU_STATIONS as readonly unknown[]).includes(value)
}
