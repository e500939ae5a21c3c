/*
| Posada's real-time contract: every channel, the events each carries and their
| payloads, declared once. The server's broadcast() (app/services/broadcast.ts),
| the channel authorisation (start/channels.ts) and the browser's useChannel /
| useLiveProps (inertia/hooks) all take their names from here, so a misspelt
| channel or event, a wrong payload, or a channel declared but not authorised (or
| the reverse) fails the type check.
|
| Types only, with no imports: the browser imports it with `import type`.
|
| Names are written without their `private-` / `presence-` prefix (a channel is
| private unless its `kind` is 'presence'); `{param}` stands for one dot-free
| segment. Events are the short names; on the wire they are `App\Events\<Name>`,
| the App.Events namespace laravel-echo listens to.
*/

/** The activity log's entry as broadcast on `events` and shown by the event tables. */
export type EventRecordedPayload = {
  id: string
  type: string
  typeLabel: string
  area: string
  areaLabel: string
  actorId: number | null
  actorLabel: string | null
  subjectType: string | null
  subjectId: string | null
  subjectLabel: string | null
  createdAt: string
}

export type RealtimeContract = {
  'events': {
    kind: 'private'
    events: { EventRecorded: EventRecordedPayload }
  }
  'hotel.rooms': {
    kind: 'private'
    events: { RoomStatusChanged: { roomId: number; number: string; floor: number; status: string } }
  }
  'hotel.housekeeping': {
    kind: 'private'
    events: {
      HousekeepingTaskChanged: {
        taskId: number
        roomId: number
        status: string
        assigneeId: number | null
      }
    }
  }
  'hotel.bookings': {
    kind: 'private'
    events: {
      BookingChanged: {
        bookingId: number
        code: string | null
        status: string
        roomId: number | null
        checkIn: string
        checkOut: string
      }
    }
  }
  'restaurant.floor': {
    kind: 'private'
    events: {
      /** `changedAt`: the commit's time, epoch milliseconds. */
      TableStatusChanged: {
        tableId: number
        name: string
        area: string
        status: string
        changedAt: number
      }
    }
  }
  'restaurant.menu': {
    kind: 'private'
    events: {
      MenuItemChanged: {
        menuItemId: number
        name: string
        isAvailable: boolean
        isActive: boolean
        priceCents: number
      }
      MenuComboChanged: { menuComboId: number; name: string; isActive: boolean; priceCents: number }
    }
  }
  /* Authorised for the kitchen and order screens; nothing is broadcast on them yet. */
  /** A station's tickets: fired by a send, changed by the kitchen, a void or a table move. */
  'restaurant.kitchen.{station}': {
    kind: 'private'
    events: {
      TicketFired: { ticketId: number; orderId: number; station: string; changedAt: number }
      TicketChanged: { ticketId: number; orderId: number; station: string; changedAt: number }
    }
  }
  /** Cash drawers opened and closed: the Payments pages' drawer cards. */
  'restaurant.cash_drawers': {
    kind: 'private'
    events: {
      DrawerChanged: {
        drawerId: number
        cashierId: number
        status: 'open' | 'closed'
        changedAt: number
      }
    }
  }
  /** Every order's headline: the Orders Index and the floor map's totals. */
  'restaurant.orders': {
    kind: 'private'
    events: {
      OrderChanged: {
        orderId: number
        status: string
        tableId: number | null
        subtotalCents: number
        lockVersion: number
        changedAt: number
      }
    }
  }
  /** One order's lines, for the screens that show it (its POS, its Show page). */
  'restaurant.orders.{id}': {
    kind: 'private'
    events: {
      OrderChanged: {
        orderId: number
        status: string
        tableId: number | null
        subtotalCents: number
        lockVersion: number
        changedAt: number
      }
      OrderLineStatusChanged: {
        orderId: number
        lineId: number
        kitchenStatus: string | null
        changedAt: number
      }
    }
  }
  'inventory.stock': {
    kind: 'private'
    events: {
      StockChanged: {
        productId: number
        sku: string
        /** Decimal string in stock units. */
        onHand: string
        averageCostCents: string
        stockValueCents: number
        belowReorderPoint: boolean
      }
      PurchaseOrderChanged: {
        purchaseOrderId: number
        number: string
        status: string
        supplierId: number
      }
    }
  }
  /* A user's own notifications. */
  'App.Models.User.{id}': { kind: 'private'; events: {} }
  /* Who is online (presence-staff). */
  'staff': { kind: 'presence'; events: {} }
}

/** A channel as declared, `{param}` placeholders included. */
export type ChannelPattern = keyof RealtimeContract

/** The names a pattern stands for: 'restaurant.orders.{id}' → `restaurant.orders.${string}`. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P

/** The pattern a concrete channel name belongs to. */
export type PatternOf<C extends string> = {
  [P in ChannelPattern]: C extends Concrete<P> ? P : never
}[ChannelPattern]

/** Any channel name one may listen or broadcast to, parameters filled in. */
export type ChannelName = { [P in ChannelPattern]: Concrete<P> }[ChannelPattern]

/** The private channels' names: what the server broadcasts on (presence channels carry their members only). */
export type PrivateChannelName = Concrete<
  {
    [P in ChannelPattern]: RealtimeContract[P]['kind'] extends 'private' ? P : never
  }[ChannelPattern]
>

/** The presence channels' names (`usePresence('staff')`). */
export type PresenceChannelName = Concrete<
  {
    [P in ChannelPattern]: RealtimeContract[P]['kind'] extends 'presence' ? P : never
  }[ChannelPattern]
>

/** The params a pattern's placeholders bind: 'restaurant.kitchen.{station}' → { station: string }. */
export type ChannelParams<P extends string> = P extends `${string}{${infer Param}}${infer Tail}`
  ? { [K in Param]: string } & ChannelParams<Tail>
  : {}

export type ChannelEvents<C extends string> = RealtimeContract[PatternOf<C>]['events']

/** The events a channel carries. */
export type EventName<C extends string> = keyof ChannelEvents<C> & string

export type EventPayload<C extends string, E extends EventName<C>> = ChannelEvents<C>[E]

/** Private channels and some of their events, for listeners: `{ 'hotel.rooms': ['RoomStatusChanged'] }`. */
export type ChannelEventLists = {
  [C in PrivateChannelName]?: readonly EventName<C>[]
}

/** Any event of the contract with its channel and payload, told apart by `channel` and `event`. */
export type ChannelMessage = {
  [C in PrivateChannelName]: {
    [E in EventName<C>]: { channel: C; event: E; payload: EventPayload<C, E> }
  }[EventName<C>]
}[PrivateChannelName]

/** A channel's listeners, each with its event's payload. */
export type ChannelListeners<C extends string> = {
  [E in EventName<C>]?: (payload: EventPayload<C, E>) => void
}
