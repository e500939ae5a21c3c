/* Routes of the restaurant's front of house: tables and the floor map; menu and reservations in restaurant/. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const TablesController = () => import('#controllers/restaurant/tables_controller')
const FloorMapController = () => import('#controllers/restaurant/floor_map_controller')

router
  .get('/restaurant/floor-map', [FloorMapController, 'index'])
  .as('restaurant.floor_map.index')
  .use(guard('restaurant.floor_map.view'))

router
  .put('/restaurant/floor-map/tables/:id', [FloorMapController, 'arrange'])
  .as('restaurant.floor_map.arrange')
  .where('id', id)
  .use(guard('restaurant.floor_map.edit'))

router
  .get('/restaurant/tables', [TablesController, 'index'])
  .as('restaurant.tables.index')
  .use(guard('restaurant.tables.view'))

router
  .group(() => {
    router
      .get('/restaurant/tables/create', [TablesController, 'create'])
      .as('restaurant.tables.create')
    router.post('/restaurant/tables', [TablesController, 'store']).as('restaurant.tables.store')
    router
      .get('/restaurant/tables/:id/edit', [TablesController, 'edit'])
      .as('restaurant.tables.edit')
      .where('id', id)
    router
      .put('/restaurant/tables/:id', [TablesController, 'update'])
      .as('restaurant.tables.update')
      .where('id', id)
  })
  .use(guard('restaurant.tables.manage'))

router
  .post('/restaurant/tables/:id/clean', [TablesController, 'clean'])
  .as('restaurant.tables.clean')
  .where('id', id)
  .use(guard('restaurant.tables.clean'))
import './restaurant/reservations.js'
import './restaurant/menu.js'
import './restaurant/kitchen.js'
import './restaurant/order_moves.js'
import './restaurant/orders.js'
import './restaurant/dashboard.js'
import './restaurant/reports.js'
import './restaurant/cash_drawers.js'
import './restaurant/payments_index.js'
import './restaurant/payments.js'
