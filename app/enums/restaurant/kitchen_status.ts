/*
| A sent line's progress at its station: queued → preparing → ready → served.
| The kitchen advances a line one step at a time (or bumps the whole ticket to
| ready); the waiter marks it served. A line never goes back.
*/
export const KITCHEN_STATUSES = ['queued', 'preparing', 'ready', 'served'] as const
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number]

export function kitchenRank(status: KitchenStatus) {
  return KITCHEN_STATUSES.indexOf(status)
}

/** The step after `status`, or null when it is the last. */
export function nextKitchenStatus(status: KitchenStatus): KitchenStatus | null {
  return KITCHEN_STATUSES[kitchenRank(status) + 1] ?? null
}

/** The courses a line may be fired with (1 = first). */
export const COURSES = [1, 2, 3, 4, 5] as const
