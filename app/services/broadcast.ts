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
| 'App.Events') listens to for `.listen('RoomStatusChanged')`. Pass the X-Socket-ID
| header of the request as `exceptSocketId` so the tab that caused the change does
| not receive it again.
*/
import { realtimeServer } from '#services/realtime'

const EVENT_NAMESPACE = 'App\\Events\\'

function qualified(channel: string) {
  return channel.startsWith('private-') || channel.startsWith('presence-') ? channel : `private-${channel}`
}

export function broadcast(channels: string | string[], event: string, payload: unknown, options: { exceptSocketId?: string } = {}) {
  realtimeServer()?.trigger({
    channels: [channels].flat().map(qualified),
    event: `${EVENT_NAMESPACE}${event}`,
    data: payload,
    socketId: options.exceptSocketId || undefined,
  })
}
