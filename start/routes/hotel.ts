import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const RoomTypesController = () => import('#controllers/hotel/room_types_controller')
const RoomsController = () => import('#controllers/hotel/rooms_controller')
const GuestsController = () => import('#controllers/hotel/guests_controller')

const id = router.matchers.number()
type HotelPermission =
  | 'hotel.room_types.view'
  | 'hotel.room_types.manage'
  | 'hotel.rooms.view'
  | 'hotel.rooms.manage'
  | 'hotel.guests.view'
  | 'hotel.guests.create'
  | 'hotel.guests.update'
const guard = (permission: HotelPermission) => [
  middleware.auth(),
  middleware.verified(),
  middleware.can([permission]),
]

router
  .group(() => {
    router.get('/hotel/room-types', [RoomTypesController, 'index']).as('hotel.room_types.index')
    router
      .get('/hotel/room-types/:id', [RoomTypesController, 'show'])
      .as('hotel.room_types.show')
      .where('id', id)
  })
  .use(guard('hotel.room_types.view'))

router
  .group(() => {
    router
      .get('/hotel/room-types/create', [RoomTypesController, 'create'])
      .as('hotel.room_types.create')
    router.post('/hotel/room-types', [RoomTypesController, 'store']).as('hotel.room_types.store')
    router
      .get('/hotel/room-types/:id/edit', [RoomTypesController, 'edit'])
      .as('hotel.room_types.edit')
      .where('id', id)
    router
      .put('/hotel/room-types/:id', [RoomTypesController, 'update'])
      .as('hotel.room_types.update')
      .where('id', id)
    router
      .delete('/hotel/room-types/:id', [RoomTypesController, 'destroy'])
      .as('hotel.room_types.destroy')
      .where('id', id)
  })
  .use(guard('hotel.room_types.manage'))

router
  .group(() => {
    router.get('/hotel/rooms', [RoomsController, 'index']).as('hotel.rooms.index')
    router.get('/hotel/rooms/:id', [RoomsController, 'show']).as('hotel.rooms.show').where('id', id)
  })
  .use(guard('hotel.rooms.view'))

router
  .group(() => {
    router.get('/hotel/rooms/create', [RoomsController, 'create']).as('hotel.rooms.create')
    router.post('/hotel/rooms', [RoomsController, 'store']).as('hotel.rooms.store')
    router
      .get('/hotel/rooms/:id/edit', [RoomsController, 'edit'])
      .as('hotel.rooms.edit')
      .where('id', id)
    router
      .put('/hotel/rooms/:id', [RoomsController, 'update'])
      .as('hotel.rooms.update')
      .where('id', id)
    router
      .get('/hotel/rooms/:id/manage', [RoomsController, 'manage'])
      .as('hotel.rooms.manage')
      .where('id', id)
    router
      .post('/hotel/rooms/:id/status', [RoomsController, 'changeStatus'])
      .as('hotel.rooms.change_status')
      .where('id', id)
  })
  .use(guard('hotel.rooms.manage'))

router
  .group(() => {
    router.get('/hotel/guests', [GuestsController, 'index']).as('hotel.guests.index')
    router
      .get('/hotel/guests/:id', [GuestsController, 'show'])
      .as('hotel.guests.show')
      .where('id', id)
  })
  .use(guard('hotel.guests.view'))

router
  .group(() => {
    router.get('/hotel/guests/create', [GuestsController, 'create']).as('hotel.guests.create')
    router.post('/hotel/guests', [GuestsController, 'store']).as('hotel.guests.store')
  })
  .use(guard('hotel.guests.create'))

router
  .group(() => {
    router
      .get('/hotel/guests/:id/edit', [GuestsController, 'edit'])
      .as('hotel.guests.edit')
      .where('id', id)
    router
      .put('/hotel/guests/:id', [GuestsController, 'update'])
      .as('hotel.guests.update')
      .where('id', id)
  })
  .use(guard('hotel.guests.update'))

import './hotel/bookings.js'
import './hotel/stays.js'
import './hotel/housekeeping.js'
import './hotel/reports.js'
import './hotel/calendar.js'
