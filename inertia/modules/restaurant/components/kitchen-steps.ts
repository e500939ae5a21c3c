import type { KitchenLine } from './kitchen-live'

/** The step a tap takes a line to at the station; null once it is ready (the waiter serves it). */
export function nextStatus(status: KitchenLine['kitchenStatus']): 'preparing' | 'ready' | null {
  if (status === 'queued') return 'preparing'
  if (status === 'preparing') return 'ready'
  return null
}

const ORDER: KitchenLine['kitchenStatus'][] = ['queued', 'preparing', 'ready', 'served']

/** The more advanced of a tap's status (if any) and the server's. */
export function furthest(
  tapped: KitchenLine['kitchenStatus'] | undefined,
  stored: KitchenLine['kitchenStatus']
) {
  if (!tapped) return stored
  return ORDER.indexOf(tapped) > ORDER.indexOf(stored) ? tapped : stored
}
