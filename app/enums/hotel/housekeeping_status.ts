/*
| A room's housekeeping status. Housekeeping moves rooms through any order in
| practice (an inspected room found dirty again, a broken shower taking a clean
| room out of order), so any status may change to any other, always with a
| written reason kept in the room's history. Only a no-op change is refused.
*/
export const HOUSEKEEPING_STATUSES = [
  'clean',
  'dirty',
  'cleaning',
  'inspected',
  'out_of_order',
] as const

export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number]

export function canChangeHousekeepingStatus(from: HousekeepingStatus, to: HousekeepingStatus) {
  return from !== to
}
