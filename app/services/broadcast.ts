/*
| Publishes a domain event to browsers. Call it after the transaction that made the
| change has committed (an activity-log event is broadcast by the realtime provider
| once its transaction commits).
|
|   broadcast('hotel.rooms', 'RoomStatusChanged', { roomId: 12, status: 'clean' })
|
| Channels are private unless named `presence-…`: 'hotel.rooms' goes out on
| 'private-hotel.rooms'. The event is sent under its full name in the App.Events
| namespace, `App\Events\RoomStatusChanged`, which is what laravel-echo (namespace
| 'App.Events') listens to for `.listen('RoomStatusChanged')`. During a request the
| tab that sent it (its X-Socket-ID header, app/services/request_socket.ts) does not
| receive the event again; `exceptSocketId` names another connection to leave out,
| or null to send to every connection.
*/
import { realtimeServer } from '#services/realtime'
import { requestSocketId } from '#services/request_socket'

const EVENT_NAMESPACE = 'App\\Events\\'

function qualified(channel: string) {
  return channel.startsWith('private-') || channel.startsWith('presence-')
    ? channel
    : `private-${channel}`
}

export function broadcast(
  channels: string | string[],
  event: string,
  payload: unknown,
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
