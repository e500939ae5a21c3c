import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import Product from '#models/inventory/product'
import { addDays, appToday } from '#services/clock'
import { t } from '#services/i18n'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  category,
  movementsOf,
  product,
  supplier,
  userWithPermissions,
} from '#tests/helpers/inventory'

/*
| Purchase orders: drafts in the purchase unit, the lifecycle, deliveries into
| stock through the ledger, and the PDF. A case of 24 cans of tomatoes at 18.50
| a case and flour bought by the kilogram and stocked in grams at 12.99 a kg.
*/
async function catalogue() {
  const grocer = await supplier({ name: 'Green Valley Produce' })
  const pantry = await category({ name: 'Dry goods' })
  const tomatoes = await product({
    sku: 'TOM-CAN',
    name: 'Crushed tomatoes 400 g',
    unit: 'unit',
    categoryId: pantry.id,
    purchaseUnit: 'case of 24',
    purchaseUnitFactor: '24',
    preferredSupplierId: grocer.id,
  })
  const flour = await product({
    sku: 'FLOUR',
    name: 'Wheat flour',
    unit: 'g',
    categoryId: pantry.id,
    purchaseUnit: 'kg',
    purchaseUnitFactor: '1000',
    preferredSupplierId: grocer.id,
  })
  return { grocer, tomatoes, flour }
}

const form = (supplierId: number, lines: Record<string, unknown>[], extra = {}) => ({
  supplier_id: supplierId,
  expected_on: addDays(appToday(), 3),
  notes: 'Back door, before 10:00',
  lines,
  ...extra,
})

async function draft(client: any, user: any, body: Record<string, unknown>) {
  const response = await as(client, user, 'post', '/inventory/purchase-orders').json(body)
  const id = Number(/\/inventory\/purchase-orders\/(\d+)$/.exec(response.header('location')!)![1])
  return PurchaseOrder.findOrFail(id)
}

async function placed(client: any, user: any) {
  const { grocer, tomatoes, flour } = await catalogue()
  const order = await draft(
    client,
    user,
    form(grocer.id, [
      { product_id: tomatoes.id, quantity: '3', unit_cost: '18.50' },
      { product_id: flour.id, quantity: '2.5', unit_cost: '12.99' },
    ])
  )
  await as(client, user, 'post', `/inventory/purchase-orders/${order.id}/order`).json({
    lock_version: order.lockVersion,
  })
  await order.refresh()
  const lines = await PurchaseOrderLine.query().where('purchase_order_id', order.id).orderBy('id')
  return { order, lines, tomatoes, flour, grocer }
}

const TEXT_FORMAT = t('inventory.validation.text_format')

/* Other specs commit orders and movements of their own (deliveries racing): look only at this order's events. */
const about = async (order: PurchaseOrder, type: string) =>
  (await eventsOf(type)).filter((event) => event.subjectId === String(order.id))

const count = (table: string) =>
  db
    .from(table)
    .count('* as total')
    .first()
    .then((row) => Number(row.total))

test.group('Inventory: purchase orders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a draft is numbered PO-000045 style and its lines count in the purchase unit', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { grocer, tomatoes, flour } = await catalogue()
    const order = await draft(
      client,
      admin,
      form(grocer.id, [
        { product_id: tomatoes.id, quantity: '2', unit_cost: '18.50' },
        { product_id: flour.id, quantity: '1.5', unit_cost: '12.99' },
      ])
    )
    assert.match(order.number, /^PO-\d{6}$/)
    assert.equal(order.status, 'draft')
    assert.equal(order.createdBy, admin.id)

    const page = await as(
      client,
      admin,
      'get',
      `/inventory/purchase-orders/${order.id}`
    ).withInertia()
    page.assertInertiaComponent('Inventory/PurchaseOrders/Show')
    const view = (page.inertiaProps as any).order
    assert.deepEqual(
      view.lines.map((line: any) => [
        line.sku,
        line.quantity,
        line.purchaseUnit,
        line.unitFactor,
        line.stockQuantity,
        line.unitCostCents,
        line.stockUnitCostCents,
        line.totalCents,
      ]),
      [
        ['TOM-CAN', '2.000', 'case of 24', '24.000', '48.000', 1850, '77.0833', 3700],
        /* 1.5 × 12.99 = 19.485 → 19.49, half up. */
        ['FLOUR', '1.500', 'kg', '1000.000', '1500.000', 1299, '1.2990', 1949],
      ]
    )
    assert.equal(view.totalCents, 3700 + 1949)
    assert.deepEqual((page.inertiaProps as any).can, {
      edit: true,
      order: true,
      cancel: true,
      receive: false,
    })

    const [created] = await about(order, 'inventory.purchase_order.created')
    assert.equal(created.subjectLabel, order.number)
    assert.equal(created.actorId, admin.id)

    const list = await as(
      client,
      admin,
      'get',
      '/inventory/purchase-orders?status=draft'
    ).withInertia()
    assert.deepEqual(
      (list.inertiaProps as any).orders.data.map((row: any) => [row.number, row.totalCents]),
      [[order.number, 5649]]
    )
  })

  test('bad input is reported field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { grocer, tomatoes } = await catalogue()
    const retired = await product({ sku: 'OLD', active: false })
    const before = [await count('purchase_orders'), await count('purchase_order_lines')]
    const createdBefore = (await eventsOf('inventory.purchase_order.created')).length

    const empty = await as(client, admin, 'post', '/inventory/purchase-orders').json({
      supplier_id: '',
      lines: [],
    })
    empty.assertFlashMessage('inputErrorsBag', {
      supplier_id: ['Choose an active supplier.'],
      lines: ['Add at least one line.'],
    })

    const broken = await as(client, admin, 'post', '/inventory/purchase-orders').json(
      form(grocer.id, [
        { product_id: '', quantity: '-2', unit_cost: '18.505' },
        { product_id: tomatoes.id, quantity: '1.2345', unit_cost: 'abc' },
      ])
    )
    broken.assertFlashMessage('inputErrorsBag', {
      'lines.0.product_id': ['Choose an active product.'],
      'lines.0.quantity': [
        'Enter a quantity above 0 and below 100,000, with at most 3 decimals, such as 2 or 1.5.',
      ],
      'lines.0.unit_cost': ['Enter a cost below 1,000,000, such as 18 or 18.50.'],
      'lines.1.quantity': [
        'Enter a quantity above 0 and below 100,000, with at most 3 decimals, such as 2 or 1.5.',
      ],
      'lines.1.unit_cost': ['Enter a cost below 1,000,000, such as 18 or 18.50.'],
    })

    const rules = [
      [
        form(grocer.id, [
          { product_id: tomatoes.id, quantity: '1', unit_cost: '1' },
          { product_id: tomatoes.id, quantity: '2', unit_cost: '1' },
        ]),
        'lines.1.product_id',
        'This product is already on the order: change the quantity of its line instead.',
      ],
      [
        form(grocer.id, [{ product_id: retired.id, quantity: '1', unit_cost: '1' }]),
        'lines.0.product_id',
        'Choose an active product.',
      ],
      [
        form(grocer.id, [{ product_id: tomatoes.id, quantity: '0', unit_cost: '1' }]),
        'lines.0.quantity',
        'Enter a quantity above 0 and below 100,000, with at most 3 decimals, such as 2 or 1.5.',
      ],
      [
        form(grocer.id, [{ product_id: tomatoes.id, quantity: '1', unit_cost: '1' }], {
          expected_on: addDays(appToday(), -1),
        }),
        'expected_on',
        'The expected date cannot be before today.',
      ],
      [
        form(999_999, [{ product_id: tomatoes.id, quantity: '1', unit_cost: '1' }]),
        'supplier_id',
        'Choose an active supplier.',
      ],
      [
        form(99_999_999_999, [{ product_id: tomatoes.id, quantity: '1', unit_cost: '1' }]),
        'supplier_id',
        'Choose an active supplier.',
      ],
      [
        form(grocer.id, [{ product_id: 99_999_999_999, quantity: '1', unit_cost: '1' }]),
        'lines.0.product_id',
        'Choose an active product.',
      ],
      [
        form(grocer.id, [{ product_id: tomatoes.id, quantity: '1', unit_cost: '1' }], {
          notes: 'Ring\u0000the bell',
        }),
        'notes',
        TEXT_FORMAT,
      ],
      [
        form(grocer.id, [{ product_id: tomatoes.id, quantity: '100000', unit_cost: '1' }]),
        'lines.0.quantity',
        'Enter a quantity above 0 and below 100,000, with at most 3 decimals, such as 2 or 1.5.',
      ],
    ] as const
    for (const [body, field, message] of rules) {
      const response = await as(client, admin, 'post', '/inventory/purchase-orders').json(body)
      assert.equal(response.status(), 302)
      response.assertFlashMessage('inputErrorsBag', { [field]: [message] })
    }
    assert.deepEqual([await count('purchase_orders'), await count('purchase_order_lines')], before)
    assert.lengthOf(await eventsOf('inventory.purchase_order.created'), createdBefore)
  })

  test('a draft is edited as a whole; a stale form is refused with a message', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { grocer, tomatoes, flour } = await catalogue()
    const order = await draft(
      client,
      admin,
      form(grocer.id, [{ product_id: tomatoes.id, quantity: '2', unit_cost: '18.50' }])
    )
    const opened = order.lockVersion
    const saved = await as(client, admin, 'put', `/inventory/purchase-orders/${order.id}`).json(
      form(
        grocer.id,
        [
          { product_id: flour.id, quantity: '5', unit_cost: '12.00' },
          { product_id: tomatoes.id, quantity: '1', unit_cost: '18.00' },
        ],
        { lock_version: opened }
      )
    )
    assert.equal(saved.header('location'), `/inventory/purchase-orders/${order.id}`)
    const lines = await PurchaseOrderLine.query().where('purchase_order_id', order.id).orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.productId, line.quantity, line.unitCostCents]),
      [
        [flour.id, '5.000', 1200],
        [tomatoes.id, '1.000', 1800],
      ]
    )
    const [updated] = await about(order, 'inventory.purchase_order.updated')
    assert.deepEqual(Object.keys((updated.changes as any).after), ['lines'])

    const stale = await as(client, admin, 'put', `/inventory/purchase-orders/${order.id}`).json(
      form(grocer.id, [{ product_id: flour.id, quantity: '9', unit_cost: '1' }], {
        lock_version: opened,
      })
    )
    stale.assertFlashMessage(
      'error',
      `Someone changed purchase order ${order.number} after you opened it. Reload the page to see the changes, then try again. Nothing was saved.`
    )
    const staleOrder = await as(
      client,
      admin,
      'post',
      `/inventory/purchase-orders/${order.id}/order`
    ).json({
      lock_version: opened,
    })
    staleOrder.assertFlashMessage(
      'error',
      `Someone changed purchase order ${order.number} after you opened it. Reload the page to see the changes, then try again. Nothing was saved.`
    )
    await order.refresh()
    assert.equal(order.status, 'draft')
    assert.lengthOf(
      await PurchaseOrderLine.query().where('purchase_order_id', order.id).where('quantity', '9'),
      0
    )
  })

  test('draft → ordered → partly received → received; cancel only from draft or ordered; every other move refused', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { order, lines } = await placed(client, admin)
    assert.equal(order.status, 'ordered')
    assert.isNotNull(order.orderedAt)
    assert.lengthOf(await about(order, 'inventory.purchase_order.ordered'), 1)

    const post = (path: string, body: Record<string, unknown>) =>
      as(client, admin, 'post', `/inventory/purchase-orders/${order.id}${path}`).json(body)

    ;(await post('/order', { lock_version: order.lockVersion })).assertFlashMessage(
      'error',
      'An order already placed cannot be placed: only drafts can.'
    )
    ;(
      await as(client, admin, 'put', `/inventory/purchase-orders/${order.id}`).json(
        form(
          order.supplierId,
          [{ product_id: lines[0].productId, quantity: '1', unit_cost: '1' }],
          {
            lock_version: order.lockVersion,
          }
        )
      )
    ).assertFlashMessage(
      'error',
      'An order already placed can no longer be edited: only drafts can.'
    )

    await post('/receive', { lines: [{ id: lines[0].id, quantity: '1' }] })
    await order.refresh()
    assert.equal(order.status, 'partially_received')
    ;(await post('/cancel', { lock_version: order.lockVersion })).assertFlashMessage(
      'error',
      'A partly received order cannot be cancelled: only drafts and orders nothing has arrived for can.'
    )

    await post('/receive', {
      lines: [
        { id: lines[0].id, quantity: '2' },
        { id: lines[1].id, quantity: '2.5' },
      ],
    })
    await order.refresh()
    assert.equal(order.status, 'received')
    assert.isNotNull(order.receivedAt)
    ;(await post('/receive', { lines: [{ id: lines[0].id, quantity: '1' }] })).assertFlashMessage(
      'error',
      'A received order cannot be received: only placed orders with something still to arrive can.'
    )
    ;(await post('/cancel', { lock_version: order.lockVersion })).assertFlashMessage(
      'error',
      'A received order cannot be cancelled: only drafts and orders nothing has arrived for can.'
    )
    const receiveForm = await as(
      client,
      admin,
      'get',
      `/inventory/purchase-orders/${order.id}/receive`
    )
    assert.equal(receiveForm.header('location'), `/inventory/purchase-orders/${order.id}`)

    /* A draft and an order nothing arrived for can both be cancelled; a cancelled order goes nowhere. */
    const { grocer, tomatoes } = {
      grocer: { id: order.supplierId },
      tomatoes: { id: lines[0].productId },
    }
    const other = await draft(
      client,
      admin,
      form(grocer.id, [{ product_id: tomatoes.id, quantity: '1', unit_cost: '1' }])
    )
    await as(client, admin, 'post', `/inventory/purchase-orders/${other.id}/cancel`).json({
      lock_version: other.lockVersion,
    })
    await other.refresh()
    assert.equal(other.status, 'cancelled')
    assert.isNotNull(other.cancelledAt)
    ;(
      await as(client, admin, 'post', `/inventory/purchase-orders/${other.id}/order`).json({
        lock_version: other.lockVersion,
      })
    ).assertFlashMessage('error', 'A cancelled order cannot be placed: only drafts can.')
    ;(
      await as(client, admin, 'post', `/inventory/purchase-orders/${other.id}/receive`).json({
        lines: [{ id: 1, quantity: '1' }],
      })
    ).assertFlashMessage(
      'error',
      'A cancelled order cannot be received: only placed orders with something still to arrive can.'
    )

    const third = await draft(
      client,
      admin,
      form(grocer.id, [{ product_id: tomatoes.id, quantity: '1', unit_cost: '1' }])
    )
    ;(
      await as(client, admin, 'post', `/inventory/purchase-orders/${third.id}/receive`).json({
        lines: [{ id: 1, quantity: '1' }],
      })
    ).assertFlashMessage(
      'error',
      'A draft cannot be received: only placed orders with something still to arrive can.'
    )
    await as(client, admin, 'post', `/inventory/purchase-orders/${third.id}/order`).json({
      lock_version: third.lockVersion,
    })
    await third.refresh()
    await as(client, admin, 'post', `/inventory/purchase-orders/${third.id}/cancel`).json({
      lock_version: third.lockVersion,
    })
    await third.refresh()
    assert.equal(third.status, 'cancelled')
    assert.lengthOf(await about(other, 'inventory.purchase_order.cancelled'), 1)
    assert.lengthOf(await about(third, 'inventory.purchase_order.cancelled'), 1)
  })

  test('deliveries go into stock through the ledger at exactly quantity × purchase unit cost, never beyond what is outstanding', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { order, lines, tomatoes, flour } = await placed(client, admin)
    const receive = (body: Record<string, unknown>) =>
      as(client, admin, 'post', `/inventory/purchase-orders/${order.id}/receive`).json(body)

    const first = await receive({
      note: 'Driver: Luis',
      lines: [
        { id: lines[0].id, quantity: '1' },
        { id: lines[1].id, quantity: '1.5' },
      ],
    })
    first.assertFlashMessage(
      'success',
      `Delivery of 2 lines received on ${order.number}; the rest is still to come.`
    )

    const tooMuch = await receive({ lines: [{ id: lines[1].id, quantity: '1.001' }] })
    tooMuch.assertFlashMessage('inputErrorsBag', {
      'lines.0.quantity': ['Still to arrive on this line: 1 × kg. Enter that much or less.'],
    })
    const nothing = await receive({ lines: [{ id: lines[0].id, quantity: '' }] })
    nothing.assertFlashMessage('inputErrorsBag', {
      lines: ['Enter what arrived on at least one line.'],
    })
    const bad = await receive({ lines: [{ id: lines[0].id, quantity: 'two' }] })
    bad.assertFlashMessage('inputErrorsBag', {
      'lines.0.quantity': [
        'Enter a quantity above 0 and below 100,000, with at most 3 decimals, such as 2 or 1.5.',
      ],
    })

    const twice = await receive({
      lines: [
        { id: lines[1].id, quantity: '0.6' },
        { id: lines[1].id, quantity: '0.6' },
      ],
    })
    twice.assertFlashMessage('inputErrorsBag', {
      'lines.1.quantity': ['Still to arrive on this line: 1 × kg. Enter that much or less.'],
    })
    const stranger = await receive({ lines: [{ id: 99_999, quantity: '1' }] })
    stranger.assertFlashMessage('inputErrorsBag', {
      'lines.0.quantity': ['This line is not on the order.'],
    })

    await receive({
      lines: [
        { id: lines[0].id, quantity: '2' },
        { id: lines[1].id, quantity: '1' },
      ],
    })

    const tomatoMoves = await movementsOf(tomatoes.id)
    assert.deepEqual(
      tomatoMoves.map((move) => [
        move.kind,
        move.quantity,
        move.unitCostCents,
        move.valueCents,
        move.balanceAfter,
        move.referenceType,
        move.referenceId,
        move.referenceLabel,
        move.purchaseOrderLineId,
      ]),
      [
        [
          'purchase_receipt',
          '24.000',
          '77.0833',
          1850,
          '24.000',
          'purchase_order',
          String(order.id),
          order.number,
          lines[0].id,
        ],
        [
          'purchase_receipt',
          '48.000',
          '77.0833',
          3700,
          '72.000',
          'purchase_order',
          String(order.id),
          order.number,
          lines[0].id,
        ],
      ]
    )
    assert.equal(tomatoMoves[0].note, 'Driver: Luis')
    assert.equal(tomatoMoves[0].userId, admin.id)
    /* 1.5 kg × 12.99 = 19.485 → 19.49; 1 kg → 12.99. */
    assert.deepEqual(
      (await movementsOf(flour.id)).map((move) => [
        move.quantity,
        move.unitCostCents,
        move.valueCents,
      ]),
      [
        ['1500.000', '1.2990', 1949],
        ['1000.000', '1.2990', 1299],
      ]
    )
    const tomatoesNow = await Product.findOrFail(tomatoes.id)
    const flourNow = await Product.findOrFail(flour.id)
    assert.deepEqual(
      [tomatoesNow.onHand, tomatoesNow.stockValueCents, flourNow.onHand, flourNow.stockValueCents],
      ['72.000', 5550, '2500.000', 3248]
    )
    await order.refresh()
    assert.equal(order.status, 'received')
    const received = await PurchaseOrderLine.query()
      .where('purchase_order_id', order.id)
      .orderBy('id')
    assert.deepEqual(
      received.map((line) => line.receivedQuantity),
      ['3.000', '2.500']
    )
    const stockEvents = (await eventsOf('inventory.stock.received')).filter((event) =>
      [String(tomatoes.id), String(flour.id)].includes(event.subjectId!)
    )
    assert.lengthOf(stockEvents, 4)
    const deliveries = await about(order, 'inventory.purchase_order.received')
    assert.deepEqual(
      deliveries.map((event) => (event.changes as any).after.status),
      ['partially_received', 'received']
    )

    const show = await as(
      client,
      admin,
      'get',
      `/inventory/purchase-orders/${order.id}`
    ).withInertia()
    assert.lengthOf((show.inertiaProps as any).receipts, 4)
  })

  test('a delivery the stock could not record is refused under its line, and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const seller = await supplier()
    const tanker = await product({
      sku: 'TANKER',
      unit: 'l',
      purchaseUnit: 'tanker',
      purchaseUnitFactor: '99999999999',
    })
    const order = await draft(
      client,
      admin,
      form(seller.id, [{ product_id: tanker.id, quantity: '99999', unit_cost: '1' }])
    )
    await as(client, admin, 'post', `/inventory/purchase-orders/${order.id}/order`).json({
      lock_version: order.lockVersion,
    })
    const [line] = await PurchaseOrderLine.query().where('purchase_order_id', order.id)
    const response = await as(
      client,
      admin,
      'post',
      `/inventory/purchase-orders/${order.id}/receive`
    ).json({ lines: [{ id: line.id, quantity: '99999' }] })
    response.assertFlashMessage('inputErrorsBag', {
      'lines.0.quantity': [t('inventory.ledger.balance_out_of_range')],
    })
    await line.refresh()
    assert.equal(line.receivedQuantity, '0.000')
    assert.lengthOf(await movementsOf(tanker.id), 0)
    assert.equal((await order.refresh()).status, 'ordered')
  })

  test('the order prints to a PDF for the supplier', async ({ client, assert }) => {
    const admin = await administrator()
    const { order } = await placed(client, admin)
    const response = await as(client, admin, 'get', `/inventory/purchase-orders/${order.id}/pdf`)
    assert.equal(response.status(), 200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.include(response.header('content-disposition'), `${order.number}.pdf`)
    const pdf = (response.body() as Buffer).toString('latin1')
    assert.isTrue(pdf.startsWith('%PDF-'))
    /* Each shown line is an array of hex-encoded runs (kerning splits them): read them back as text. */
    const shown = [...pdf.matchAll(/\[([^\]]*)\] TJ/g)].map(([, runs]) =>
      [...runs.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
        .join('')
    )
    for (const text of [
      `Number: ${order.number}`,
      'Green Valley Produce',
      'Crushed tomatoes 400 g',
      '3 \u00d7 case of 24',
      '2.5 \u00d7 kg',
      '$32.48',
      '$55.50',
      '$87.98',
    ])
      assert.include(shown, text)
  })

  test("an order's buttons follow both the user's rights and the order's status", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const receiver = await userWithPermissions([
      'inventory.purchase_orders.view',
      'inventory.purchase_orders.receive',
    ])
    const viewer = await userWithPermissions(['inventory.purchase_orders.view'])
    const { order, lines } = await placed(client, admin)
    const buttons = async (user: any) =>
      (
        (await as(client, user, 'get', `/inventory/purchase-orders/${order.id}`).withInertia())
          .inertiaProps as any
      ).can
    const none = { edit: false, order: false, cancel: false, receive: false }

    assert.deepEqual(await buttons(admin), { ...none, cancel: true, receive: true })
    assert.deepEqual(await buttons(receiver), { ...none, receive: true })
    assert.deepEqual(await buttons(viewer), none)

    const url = `/inventory/purchase-orders/${order.id}/receive`
    await as(client, admin, 'post', url).json({ lines: [{ id: lines[0].id, quantity: '1' }] })
    assert.deepEqual(await buttons(admin), { ...none, receive: true })
    await as(client, admin, 'post', url).json({
      lines: [
        { id: lines[0].id, quantity: '2' },
        { id: lines[1].id, quantity: '2.5' },
      ],
    })
    assert.equal((await order.refresh()).status, 'received')
    assert.deepEqual(await buttons(admin), none)
  })

  test('purchase orders need their permissions: 403 otherwise', async ({ client, assert }) => {
    const admin = await administrator()
    const { order, lines } = await placed(client, admin)
    const kitchen = await userWithRoles(['Kitchen'])
    const storekeeper = await userWithRoles(['Storekeeper'])
    const viewer = await userWithPermissions(['inventory.purchase_orders.view'])
    assert.equal((await as(client, viewer, 'get', '/inventory/purchase-orders')).status(), 200)
    const refused: [any, 'get' | 'post' | 'put', string, Record<string, unknown>][] = [
      [viewer, 'get', '/inventory/purchase-orders/create', {}],
      [viewer, 'post', '/inventory/purchase-orders', {}],
      [viewer, 'post', `/inventory/purchase-orders/${order.id}/cancel`, { lock_version: 1 }],
      [viewer, 'post', '/inventory/purchase-orders/from-low-stock', {}],
      [
        viewer,
        'post',
        `/inventory/purchase-orders/${order.id}/receive`,
        { lines: [{ id: lines[0].id, quantity: '1' }] },
      ],
    ]
    for (const [user, method, url, body] of refused) {
      const response = await as(client, user, method, url).header('accept', 'text/html').json(body)
      assert.equal(response.status(), 403, `${method} ${url}`)
    }
    for (const url of ['/inventory/purchase-orders', `/inventory/purchase-orders/${order.id}/pdf`])
      assert.equal(
        (await as(client, kitchen, 'get', url).header('accept', 'text/html')).status(),
        403
      )
    assert.equal(
      (
        await as(
          client,
          storekeeper,
          'get',
          `/inventory/purchase-orders/${order.id}/receive`
        ).withInertia()
      ).status(),
      200
    )
    assert.equal((await order.refresh()).status, 'ordered')
  })
})
