/*
| The hotel's live updates. Each is sent only once the outermost transaction that
| made the change commits (immediately when there is none; app/services/after_commit.ts),
| so no screen ever shows something that was rolled back.
|
|   hotel.rooms         RoomStatusChanged        { roomId, number, floor, status }
|   hotel.housekeeping  HousekeepingTaskChanged  { taskId, roomId, status, assigneeId }
|   hotel.bookings      BookingChanged           { bookingId, code, status, roomId, checkIn, checkOut }
*/
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { afterCommit } from '#services/after_commit'
import { broadcast } from '#services/broadcast'

type Client = QueryClientContract | TransactionClientContract | null | undefined

export function broadcastRoomStatus(
  client: Client,
  room: { id: number; number: string; floor: number; housekeepingStatus: string }
) {
  afterCommit(client, () =>
    broadcast('hotel.rooms', 'RoomStatusChanged', {
      roomId: room.id,
      number: room.number,
      floor: room.floor,
      status: room.housekeepingStatus,
    })
  )
}

export function broadcastTask(
  client: Client,
  task: { id: number; roomId: number; status: string; assigneeId: number | null }
) {
  afterCommit(client, () =>
    broadcast('hotel.housekeeping', 'HousekeepingTaskChanged', {
      taskId: task.id,
      roomId: task.roomId,
      status: task.status,
      assigneeId: task.assigneeId,
    })
  )
}

export function broadcastBooking(
  client: Client,
  booking: {
    id: number
    code: string | null
    status: string
    roomId: number | null
    checkIn: string
    checkOut: string
  }
) {
  afterCommit(client, () =>
    broadcast('hotel.bookings', 'BookingChanged', {
      bookingId: booking.id,
      code: booking.code,
      status: booking.status,
      roomId: booking.roomId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
    })
  )
}
