import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Room from '#models/hotel/room'
import { nextInSequence } from '#database/factories/sequence'
import { RoomTypeFactory } from '#database/factories/hotel/room_type_factory'

/** The day factory rooms were created: they are in service for every date a test uses. */
export const FACTORY_ROOMS_OPENED = DateTime.fromISO('2020-01-01T12:00:00Z')

/** A clean room in service; its type comes from `roomTypeId` or `.with('roomType')`. */
export const RoomFactory = factory
  .define(Room, () => ({
    number: `R${nextInSequence()}`,
    floor: 1,
    housekeepingStatus: 'clean' as const,
    createdAt: FACTORY_ROOMS_OPENED,
  }))
  .relation('roomType', () => RoomTypeFactory)
  .build()
