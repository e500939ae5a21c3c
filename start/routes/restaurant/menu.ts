/* Routes of the menu: categories, items with their recipes and the sold-out switch, and combos. */
import router from '@adonisjs/core/services/router'
import { guard, id } from '#start/routes/guard'

const CategoriesController = () => import('#controllers/restaurant/menu_categories_controller')
const ItemsController = () => import('#controllers/restaurant/menu_items_controller')
const CombosController = () => import('#controllers/restaurant/menu_combos_controller')

router
  .group(() => {
    router
      .get('/restaurant/menu-categories', [CategoriesController, 'index'])
      .as('restaurant.menu_categories.index')
    router
      .get('/restaurant/menu-items', [ItemsController, 'index'])
      .as('restaurant.menu_items.index')
    router
      .get('/restaurant/menu-combos', [CombosController, 'index'])
      .as('restaurant.menu_combos.index')
  })
  .use(guard('restaurant.menu.view'))

router
  .post('/restaurant/menu-items/:id/availability', [ItemsController, 'availability'])
  .as('restaurant.menu_items.availability')
  .where('id', id)
  .use(guard('restaurant.menu.availability', 'restaurant.menu.manage'))

router
  .group(() => {
    router
      .get('/restaurant/menu-categories/create', [CategoriesController, 'create'])
      .as('restaurant.menu_categories.create')
    router
      .post('/restaurant/menu-categories', [CategoriesController, 'store'])
      .as('restaurant.menu_categories.store')
    router
      .get('/restaurant/menu-categories/:id/edit', [CategoriesController, 'edit'])
      .as('restaurant.menu_categories.edit')
      .where('id', id)
    router
      .put('/restaurant/menu-categories/:id', [CategoriesController, 'update'])
      .as('restaurant.menu_categories.update')
      .where('id', id)
    router
      .delete('/restaurant/menu-categories/:id', [CategoriesController, 'destroy'])
      .as('restaurant.menu_categories.destroy')
      .where('id', id)
    router
      .get('/restaurant/menu-items/create', [ItemsController, 'create'])
      .as('restaurant.menu_items.create')
    router
      .post('/restaurant/menu-items', [ItemsController, 'store'])
      .as('restaurant.menu_items.store')
    router
      .get('/restaurant/menu-items/:id/edit', [ItemsController, 'edit'])
      .as('restaurant.menu_items.edit')
      .where('id', id)
    router
      .put('/restaurant/menu-items/:id', [ItemsController, 'update'])
      .as('restaurant.menu_items.update')
      .where('id', id)
    router
      .delete('/restaurant/menu-items/:id', [ItemsController, 'destroy'])
      .as('restaurant.menu_items.destroy')
      .where('id', id)
    router
      .get('/restaurant/menu-combos/create', [CombosController, 'create'])
      .as('restaurant.menu_combos.create')
    router
      .post('/restaurant/menu-combos', [CombosController, 'store'])
      .as('restaurant.menu_combos.store')
    router
      .get('/restaurant/menu-combos/:id/edit', [CombosController, 'edit'])
      .as('restaurant.menu_combos.edit')
      .where('id', id)
    router
      .put('/restaurant/menu-combos/:id', [CombosController, 'update'])
      .as('restaurant.menu_combos.update')
      .where('id', id)
    router
      .delete('/restaurant/menu-combos/:id', [CombosController, 'destroy'])
      .as('restaurant.menu_combos.destroy')
      .where('id', id)
    router
      .get('/restaurant/menu-combos/:id/items', [CombosController, 'manageItems'])
      .as('restaurant.menu_combos.items')
      .where('id', id)
    router
      .put('/restaurant/menu-combos/:id/items', [CombosController, 'updateItems'])
      .as('restaurant.menu_combos.update_items')
      .where('id', id)
  })
  .use(guard('restaurant.menu.manage'))
