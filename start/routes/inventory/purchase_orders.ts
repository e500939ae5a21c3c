/* Routes of purchase orders: the list, drafts, ordering, cancelling, the PDF and deliveries. */
import router from '@adonisjs/core/services/router'
import { guard } from '#start/routes/guard'
import { ROUTE_ID as id } from '#validators/inventory/fields'

const PurchaseOrdersController = () => import('#controllers/inventory/purchase_orders_controller')
const ReceiptsController = () => import('#controllers/inventory/purchase_order_receipts_controller')
const LowStockOrdersController = () => import('#controllers/inventory/low_stock_orders_controller')

router
  .group(() => {
    router
      .get('/inventory/purchase-orders', [PurchaseOrdersController, 'index'])
      .as('inventory.purchase_orders.index')
    router
      .get('/inventory/purchase-orders/:id', [PurchaseOrdersController, 'show'])
      .as('inventory.purchase_orders.show')
      .where('id', id)
    router
      .get('/inventory/purchase-orders/:id/pdf', [PurchaseOrdersController, 'pdf'])
      .as('inventory.purchase_orders.pdf')
      .where('id', id)
  })
  .use(guard('inventory.purchase_orders.view'))

router
  .group(() => {
    router
      .get('/inventory/purchase-orders/create', [PurchaseOrdersController, 'create'])
      .as('inventory.purchase_orders.create')
    router
      .post('/inventory/purchase-orders', [PurchaseOrdersController, 'store'])
      .as('inventory.purchase_orders.store')
    router
      .post('/inventory/purchase-orders/from-low-stock', [LowStockOrdersController, 'store'])
      .as('inventory.purchase_orders.draft_from_low_stock')
    router
      .put('/inventory/purchase-orders/:id', [PurchaseOrdersController, 'update'])
      .as('inventory.purchase_orders.update')
      .where('id', id)
    router
      .post('/inventory/purchase-orders/:id/order', [PurchaseOrdersController, 'order'])
      .as('inventory.purchase_orders.order')
      .where('id', id)
    router
      .post('/inventory/purchase-orders/:id/cancel', [PurchaseOrdersController, 'cancel'])
      .as('inventory.purchase_orders.cancel')
      .where('id', id)
  })
  .use(guard('inventory.purchase_orders.manage'))

router
  .group(() => {
    router
      .get('/inventory/purchase-orders/:id/receive', [ReceiptsController, 'create'])
      .as('inventory.purchase_orders.receive_form')
      .where('id', id)
    router
      .post('/inventory/purchase-orders/:id/receive', [ReceiptsController, 'store'])
      .as('inventory.purchase_orders.receive')
      .where('id', id)
  })
  .use(guard('inventory.purchase_orders.receive'))
