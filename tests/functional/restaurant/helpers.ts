import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type RestaurantTable from '#models/restaurant/restaurant_table'
import type Customer from '#models/customers/customer'
import { RestaurantTableFactory } from '#database/factories/restaurant/restaurant_table_factory'
import { ReservationFactory } from '#database/factories/restaurant/reservation_factory'
import { CustomerFactory } from '#database/factories/customers/customer_factory'
import Event from '#models/events/event'
import type { ReservationStatus } from '#enums/restaurant/reservation_status'
import { appZone } from '#services/clock'
import { realtimeServer } from '#services/realtime'

/* Restaurant specs: tables, customers and reservations, through the factories. */
export function diningTable(
  overrides: Partial<
    Pick<
      RestaurantTable,
      'name' | 'area' | 'seats' | 'shape' | 'posX' | 'posY' | 'width' | 'height' | 'isActive'
    >
  > & { needsCleaningSince?: DateTime | null } = {}
) {
  return RestaurantTableFactory.merge({ name: 'T1', ...overrides }).create()
}

export function customer(
  overrides: Partial<
    Pick<
      Customer,
      'name' | 'email' | 'phone' | 'kind' | 'tags' | 'guestId' | 'marketingConsent' | 'taxId'
    >
  > = {}
) {
  return CustomerFactory.merge({ name: 'Carmen Ruiz', phone: '', ...overrides }).create()
}

/*
| A party is seated only on its reservation's day. Near midnight a reservation
| meant to start within the hour (or to have started within the hour) could
| fall on another day than today: it is kept on today instead — still ahead,
| just before midnight (in the day's last minute, five minutes ago), or, when
| it has started, at midnight.
*/
function startWithinToday(minutesFromNow: number) {
  const now = DateTime.now().setZone(appZone())
  const wanted = now.plus({ minutes: minutesFromNow })
  if (Math.abs(minutesFromNow) > 60 || wanted.toISODate() === now.toISODate()) {
    return wanted.startOf('second')
  }
  if (minutesFromNow < 0) return now.startOf('day')
  const lastAhead = now.endOf('day').minus({ seconds: 20 }).startOf('second')
  return lastAhead > now.plus({ seconds: 20 })
    ? lastAhead
    : now.minus({ minutes: 5 }).startOf('second')
}

/** A reservation `minutesFromNow` ahead (negative: already started), with the given status. */
export async function reservation(
  table: RestaurantTable | null,
  options: {
    customer?: Customer
    minutesFromNow?: number
    duration?: number
    partySize?: number
    status?: ReservationStatus
  } = {}
) {
  /* Each party its own customer, with a phone of their own. */
  const guest = options.customer ?? (await CustomerFactory.merge({ name: 'Carmen Ruiz' }).create())
  return ReservationFactory.merge({
    customerId: guest.id,
    tableId: table?.id ?? null,
    partySize: options.partySize ?? 2,
    startsAt: startWithinToday(options.minutesFromNow ?? 30),
    durationMinutes: options.duration ?? 90,
    status: options.status ?? 'booked',
    seatedAt: options.status === 'seated' ? DateTime.now() : null,
  }).create()
}

export const countOf = async (table: string) =>
  Number((await db.from(table).count('* as total').first()).total)

/** Listens to what the screens are told live, for the length of one test. */
export function captureBroadcasts(cleanup: (work: () => void) => void) {
  const server = realtimeServer()!
  const original = server.trigger.bind(server)
  const sent: { channels: string[]; event: string; data: any }[] = []
  server.trigger = (input) => {
    sent.push(input as never)
    return original(input)
  }
  cleanup(() => {
    server.trigger = original
  })
  return sent
}

export const errorsOf = (response: { flashMessages: () => any }) =>
  (response.flashMessages()?.inputErrorsBag ?? {}) as Record<string, string[]>

/*
| Racing specs commit for real, and the activity log keeps their events (it is
| append-only): a spec looks only at events recorded after its test began.
*/
let lastEventBefore = 0

export async function markEvents() {
  const row = await db.from('events').max('id as last').first()
  lastEventBefore = Number(row?.last ?? 0)
}

export function eventsOf(type: string) {
  return Event.query().where('type', type).where('id', '>', lastEventBefore).orderBy('id')
}
