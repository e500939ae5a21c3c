/*
| Publishes a domain event to browsers, on a channel of the real-time contract
| (app/realtime/contract.ts): an unknown channel, an event the channel does not
| carry or a payload of the wrong shape fail the type check. Call it after the
| transaction that made the change has committed (an activity-log event is
| broadcast by the realtime provider once its transaction commits).
|
|   broadcast('hotel.rooms', 'RoomStatusChanged', { roomId: 12, number: '12', floor: 1, status: 'clean' })
|
| Broadcasts go to private channels: 'hotel.rooms' goes out on
| 'private-hotel.rooms'. The event is sent under its full name in the App.Events
| namespace, `App\Events\RoomStatusChanged`, which is what laravel-echo (namespace
| 'App.Events') listens to for `.listen('RoomStatusChanged')`. During a request the
| tab that sent it (its X-Socket-ID header, app/services/request_socket.ts) does not
| receive the event again; `exceptSocketId` names another connection to leave out,
| or null to send to every connection.
*/
import { realtimeServer } from '#services/realtime'
import { requestSocketId } from '#services/request_socket'
import type { PrivateChannelName, EventName, EventPayload } from '#realtime/contract'

const EVENT_NAMESPACE = 'App\\Events\\'

function qualified(channel: PrivateChannelName) {
  return `private-${channel}`
}

export function broadcast<C extends PrivateChannelName, E extends EventName<C>>(
  channels: C | C[],
  event: E,
  payload: EventPayload<C, E>,
  options: { exceptSocketId?: string | null } = {}
) {
  const except = options.exceptSocketId === undefined ? requestSocketId() : options.exceptSocketId
  realtimeServer()?.trigger({
    channels: [channels].flat().map(qualified),
    event: `${EVENT_NAMESPACE}${event}`,
    data: payload,
    socketId: except || undefined,
  })
}
