/* Routes of the housekeeping board and its tasks, out-of-order blocks and rate plans. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const HousekeepingController = () => import('#controllers/hotel/housekeeping_controller')
const RoomBlocksController = () => import('#controllers/hotel/room_blocks_controller')
const RateRulesController = () => import('#controllers/hotel/rate_rules_controller')

router
  .get('/hotel/housekeeping', [HousekeepingController, 'index'])
  .as('hotel.housekeeping.index')
  .use(guard('hotel.housekeeping.view'))

router
  .group(() => {
    router
      .post('/hotel/housekeeping/tasks', [HousekeepingController, 'store'])
      .as('hotel.housekeeping.tasks.store')
    router
      .post('/hotel/housekeeping/tasks/:id/assign', [HousekeepingController, 'assign'])
      .as('hotel.housekeeping.tasks.assign')
      .where('id', id)
  })
  .use(guard('hotel.housekeeping.assign'))

router
  .group(() => {
    router
      .post('/hotel/housekeeping/tasks/:id/start', [HousekeepingController, 'start'])
      .as('hotel.housekeeping.tasks.start')
      .where('id', id)
    router
      .post('/hotel/housekeeping/tasks/:id/finish', [HousekeepingController, 'finish'])
      .as('hotel.housekeeping.tasks.finish')
      .where('id', id)
  })
  .use(guard('hotel.housekeeping.update'))

router
  .group(() => {
    router
      .post('/hotel/rooms/:id/blocks', [RoomBlocksController, 'store'])
      .as('hotel.rooms.blocks.store')
      .where('id', id)
    router
      .delete('/hotel/rooms/:id/blocks/:blockId', [RoomBlocksController, 'destroy'])
      .as('hotel.rooms.blocks.destroy')
      .where('id', id)
      .where('blockId', id)
  })
  .use(guard('hotel.rooms.manage'))

router
  .group(() => {
    router
      .post('/hotel/room-types/:id/rates', [RateRulesController, 'store'])
      .as('hotel.room_types.rates.store')
      .where('id', id)
    router
      .put('/hotel/room-types/:id/rates/:ruleId', [RateRulesController, 'update'])
      .as('hotel.room_types.rates.update')
      .where('id', id)
      .where('ruleId', id)
    router
      .delete('/hotel/room-types/:id/rates/:ruleId', [RateRulesController, 'destroy'])
      .as('hotel.room_types.rates.destroy')
      .where('id', id)
      .where('ruleId', id)
  })
  .use(guard('hotel.room_types.manage'))
