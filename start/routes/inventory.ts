import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import type { PermissionName } from '#enums/identity/permission'
import { ROUTE_ID } from '#validators/inventory/fields'

const CategoriesController = () => import('#controllers/inventory/categories_controller')
const SuppliersController = () => import('#controllers/inventory/suppliers_controller')
const ProductsController = () => import('#controllers/inventory/products_controller')
const MovementsController = () => import('#controllers/inventory/movements_controller')

/* Ids outside 1..2147483647 never reach a query: the route does not match (404). */
const guard = (...permissions: PermissionName[]) => [
  middleware.auth(),
  middleware.verified(),
  middleware.can(permissions),
]

/* Categories: read with the products, changed with them. */
router
  .group(() => {
    router
      .get('/inventory/categories', [CategoriesController, 'index'])
      .as('inventory.categories.index')
    router
      .get('/inventory/categories/:id', [CategoriesController, 'show'])
      .as('inventory.categories.show')
      .where('id', ROUTE_ID)
  })
  .use(guard('inventory.products.view'))

router
  .group(() => {
    router
      .get('/inventory/categories/create', [CategoriesController, 'create'])
      .as('inventory.categories.create')
    router
      .post('/inventory/categories', [CategoriesController, 'store'])
      .as('inventory.categories.store')
    router
      .get('/inventory/categories/:id/edit', [CategoriesController, 'edit'])
      .as('inventory.categories.edit')
      .where('id', ROUTE_ID)
    router
      .put('/inventory/categories/:id', [CategoriesController, 'update'])
      .as('inventory.categories.update')
      .where('id', ROUTE_ID)
  })
  .use(guard('inventory.products.manage'))

router
  .group(() => {
    router
      .get('/inventory/suppliers', [SuppliersController, 'index'])
      .as('inventory.suppliers.index')
    router
      .get('/inventory/suppliers/:id', [SuppliersController, 'show'])
      .as('inventory.suppliers.show')
      .where('id', ROUTE_ID)
  })
  .use(guard('inventory.suppliers.view'))

router
  .group(() => {
    router
      .get('/inventory/suppliers/create', [SuppliersController, 'create'])
      .as('inventory.suppliers.create')
    router
      .post('/inventory/suppliers', [SuppliersController, 'store'])
      .as('inventory.suppliers.store')
    router
      .get('/inventory/suppliers/:id/edit', [SuppliersController, 'edit'])
      .as('inventory.suppliers.edit')
      .where('id', ROUTE_ID)
    router
      .put('/inventory/suppliers/:id', [SuppliersController, 'update'])
      .as('inventory.suppliers.update')
      .where('id', ROUTE_ID)
  })
  .use(guard('inventory.suppliers.manage'))

router
  .group(() => {
    router.get('/inventory/products', [ProductsController, 'index']).as('inventory.products.index')
    router
      .get('/inventory/products/low-stock', [ProductsController, 'lowStock'])
      .as('inventory.products.low_stock')
    router
      .get('/inventory/products/:id', [ProductsController, 'show'])
      .as('inventory.products.show')
      .where('id', ROUTE_ID)
  })
  .use(guard('inventory.products.view'))

router
  .group(() => {
    router
      .get('/inventory/products/create', [ProductsController, 'create'])
      .as('inventory.products.create')
    router.post('/inventory/products', [ProductsController, 'store']).as('inventory.products.store')
    router
      .get('/inventory/products/:id/edit', [ProductsController, 'edit'])
      .as('inventory.products.edit')
      .where('id', ROUTE_ID)
    router
      .put('/inventory/products/:id', [ProductsController, 'update'])
      .as('inventory.products.update')
      .where('id', ROUTE_ID)
  })
  .use(guard('inventory.products.manage'))

router
  .group(() => {
    router
      .get('/inventory/movements', [MovementsController, 'index'])
      .as('inventory.movements.index')
    router
      .get('/inventory/movements/kardex', [MovementsController, 'kardex'])
      .as('inventory.movements.kardex')
  })
  .use(guard('inventory.movements.view'))

/* Adjustments for any reason, or (the kitchen) waste only: the controller tells them apart. */
router
  .post('/inventory/movements', [MovementsController, 'store'])
  .as('inventory.movements.store')
  .use(guard('inventory.movements.adjust', 'inventory.movements.record_waste'))
