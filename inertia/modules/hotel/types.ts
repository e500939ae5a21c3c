/* The shapes the hotel screens receive: the server's own types, read from its declarations. */
import type { Data } from '~generated/data'
import type { BookingStatus as ServerBookingStatus } from '#enums/hotel/booking_status'
import type { HousekeepingStatus as ServerHousekeepingStatus } from '#enums/hotel/housekeeping_status'
import type { GuestStay as ServerGuestStay } from '#queries/hotel/guest_query'
import type { GuestFilters as ServerGuestFilters } from '#validators/hotel/guests'
import type { RoomFilters as ServerRoomFilters } from '#validators/hotel/rooms'

type RoomType = Data.Hotel.RoomType.Variants
type Room = Data.Hotel.Room.Variants
type Guest = Data.Hotel.Guest.Variants

export type HousekeepingStatus = ServerHousekeepingStatus
export type BookingStatus = ServerBookingStatus

export type RoomTypeRow = RoomType['forIndex']
export type RoomTypeOption = RoomType['forOption']
export type RoomRow = Room['forIndex']
export type EditableRoom = Room['forEdit']
export type RoomFilters = ServerRoomFilters

/* A line of a room's status history. */
export type StatusChange = Data.Hotel.RoomStatusChange

export type GuestFilters = ServerGuestFilters
export type GuestSort = GuestFilters['sort']
export type GuestRow = Guest['forIndex']
export type GuestDetail = Guest['forShow']
export type GuestStay = ServerGuestStay
