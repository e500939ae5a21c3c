import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { currentStockReport } from '#queries/inventory/current_stock'
import { kardexReport } from '#queries/inventory/kardex_report'
import { movementsReport } from '#queries/inventory/movements_report'
import { writeHistory, type HistoricMovement } from '#database/demo/inventory_history'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { category, product } from '#tests/helpers/inventory'
import { useZone } from '#tests/helpers/clock'

/*
| The inventory reports on a small stock whose every figure is worked out by
| hand. Times are UTC (the installation's zone in tests). Categories: Pantry
| with its subcategory Oils, and Dairy.
|
|   Flour (g, Pantry)    03-01 09:00 receipt 10000 at 0.12     +1200   10000  1200
|                        03-02 22:00 consumed 2500              −300    7500   900
|                        03-05 09:00 receipt 5000 at 0.15        +750   12500  1650  avg 0.1320
|                        03-06 22:00 consumed 3000              −396    9500  1254
|                        03-10 06:00 stocktake −500 (9000/9500)   −66    9000  1188
|   Olive oil (ml, Oils) 03-03 10:00 receipt 6000, 59.99 a case +5999   6000  5999  avg 0.9998
|                        03-08 22:00 consumed 1500             −1500    4500  4499
|                        03-12 22:00 consumed 4500 (all left)  −4499       0     0
|   Milk (l, Dairy)      02-20 09:00 receipt 20 at 95           +1900     20  1900
|                        03-04 22:00 consumed 8                  −760     12  1140
|                        03-09 12:00 waste 2                     −190     10   950
|                        03-15 09:00 returned 1                   −95      9   855
*/
const at = (iso: string) => new Date(`2025-${iso}:00Z`)

async function smallStock() {
  const pantry = await category({ name: 'Report pantry' })
  const oils = await category({ name: 'Report oils', parentId: pantry.id })
  const dairy = await category({ name: 'Report dairy' })
  const flour = await product({ sku: 'R-FLOUR', name: 'Flour', unit: 'g', categoryId: pantry.id })
  const oil = await product({ sku: 'R-OIL', name: 'Olive oil', unit: 'ml', categoryId: oils.id })
  const milk = await product({ sku: 'R-MILK', name: 'Milk', unit: 'l', categoryId: dairy.id })
  const movements: HistoricMovement[] = [
    {
      productId: milk.id,
      kind: 'purchase_receipt',
      quantity: '20',
      unitCostCents: '95',
      occurredAt: at('02-20T09:00'),
    },
    {
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '10000',
      unitCostCents: '0.12',
      occurredAt: at('03-01T09:00'),
    },
    {
      productId: flour.id,
      kind: 'sale_consumption',
      quantity: '-2500',
      occurredAt: at('03-02T22:00'),
    },
    {
      productId: oil.id,
      kind: 'purchase_receipt',
      quantity: '6000',
      unitCostCents: '0.9998',
      valueCents: 5999,
      reference: { type: 'purchase_order', id: 7, label: 'PO-000007' },
      occurredAt: at('03-03T10:00'),
    },
    { productId: milk.id, kind: 'sale_consumption', quantity: '-8', occurredAt: at('03-04T22:00') },
    {
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '5000',
      unitCostCents: '0.15',
      occurredAt: at('03-05T09:00'),
    },
    {
      productId: flour.id,
      kind: 'sale_consumption',
      quantity: '-3000',
      occurredAt: at('03-06T22:00'),
    },
    {
      productId: oil.id,
      kind: 'sale_consumption',
      quantity: '-1500',
      occurredAt: at('03-08T22:00'),
    },
    {
      productId: milk.id,
      kind: 'adjustment',
      reason: 'waste',
      quantity: '-2',
      occurredAt: at('03-09T12:00'),
    },
    {
      productId: flour.id,
      kind: 'adjustment',
      reason: 'stocktake',
      quantity: '-500',
      expectedQuantity: '9500',
      countedQuantity: '9000',
      occurredAt: at('03-10T06:00'),
    },
    {
      productId: oil.id,
      kind: 'sale_consumption',
      quantity: '-4500',
      occurredAt: at('03-12T22:00'),
    },
    {
      productId: milk.id,
      kind: 'return_to_supplier',
      quantity: '-1',
      occurredAt: at('03-15T09:00'),
    },
  ]
  await writeHistory(db.connection(), movements)
  return { pantry, oils, dairy, flour, oil, milk }
}

const figures = (value: {
  movements: number
  inCents: number
  outCents: number
  netCents: number
}) => [value.movements, value.inCents, value.outCents, value.netCents]

test.group('Inventory: reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('current stock as of a day: each product at its last movement before the day ends, by category with shares', async ({
    assert,
  }) => {
    const { pantry, oils, dairy } = await smallStock()
    const scope = async (asOf: string, categoryId: number) =>
      currentStockReport({ asOf, category: categoryId })

    const pantryThen = await scope('2025-03-06', pantry.id)
    assert.deepEqual(
      pantryThen.products.map((row) => [
        row.sku,
        row.categoryName,
        row.quantity,
        row.averageCostCents,
        row.valueCents,
      ]),
      [
        ['R-OIL', 'Report oils', '6000.000', '0.9998', 5999],
        ['R-FLOUR', 'Report pantry', '9500.000', '0.1320', 1254],
      ]
    )
    assert.deepEqual(
      pantryThen.categories.map((row) => [row.name, row.products, row.valueCents, row.shareBp]),
      [
        ['Report oils', 1, 5999, 8271],
        ['Report pantry', 1, 1254, 1729],
      ]
    )
    assert.deepEqual(pantryThen.totals, { products: 2, valueCents: 7253, negative: 0 })

    const oilsOnly = await scope('2025-03-06', oils.id)
    assert.deepEqual(
      oilsOnly.products.map((row) => row.sku),
      ['R-OIL']
    )

    const dairyLater = await scope('2025-03-31', dairy.id)
    assert.deepEqual(
      dairyLater.products.map((row) => [row.quantity, row.valueCents]),
      [['9.000', 855]]
    )
    /* The day before anything arrived: the product is listed, with nothing. */
    const pantryBefore = await scope('2025-02-28', pantry.id)
    assert.deepEqual(
      pantryBefore.products.map((row) => [row.sku, row.quantity, row.valueCents]),
      [
        ['R-OIL', '0.000', 0],
        ['R-FLOUR', '0.000', 0],
      ]
    )
    /* As of a day with movements in the evening: the day's end counts, not its start. */
    const lastDay = await scope('2025-03-12', pantry.id)
    assert.deepEqual(
      lastDay.products.map((row) => [row.sku, row.quantity, row.valueCents]),
      [
        ['R-OIL', '0.000', 0],
        ['R-FLOUR', '9000.000', 1188],
      ]
    )
  })

  test('the Kardex of any product: opening, lines, closing and the balance at the end of each day', async ({
    assert,
  }) => {
    const { flour } = await smallStock()
    const report = await kardexReport(flour.id, { from: '2025-03-02', to: '2025-03-06' })
    assert.deepEqual(report.card.opening, {
      quantity: '10000.000',
      valueCents: 1200,
      averageCostCents: '0.1200',
    })
    assert.deepEqual(
      report.card.lines.map((line) => [
        line.kind,
        line.quantity,
        line.valueCents,
        line.balanceAfter,
        line.valueAfterCents,
      ]),
      [
        ['sale_consumption', '-2500.000', -300, '7500.000', 900],
        ['purchase_receipt', '5000.000', 750, '12500.000', 1650],
        ['sale_consumption', '-3000.000', -396, '9500.000', 1254],
      ]
    )
    assert.deepEqual(report.card.totals, {
      inQuantity: '5000.000',
      outQuantity: '5500.000',
      inValueCents: 750,
      outValueCents: 696,
      lines: 3,
    })
    assert.deepEqual(report.card.closing, {
      quantity: '9500.000',
      valueCents: 1254,
      averageCostCents: '0.1320',
    })
    assert.deepEqual(
      report.days.map((day) => [day.day, day.quantity, day.valueCents]),
      [
        ['2025-03-02', '7500.000', 900],
        ['2025-03-03', '7500.000', 900],
        ['2025-03-04', '7500.000', 900],
        ['2025-03-05', '12500.000', 1650],
        ['2025-03-06', '9500.000', 1254],
      ]
    )
  })

  test('movements by kind, by day or week and by product over a range, with kind and category filters', async ({
    assert,
  }) => {
    const { dairy } = await smallStock()
    const range = { from: '2025-03-01', to: '2025-03-15' }
    const all = await movementsReport({ ...range, kind: null, category: null, period: 'day' })
    assert.deepEqual(
      all.byKind.map((row) => [row.kind, ...figures(row)]),
      [
        ['purchase_receipt', 3, 7949, 0, 7949],
        ['sale_consumption', 5, 0, 7455, -7455],
        ['adjustment', 2, 0, 256, -256],
        ['return_to_supplier', 1, 0, 95, -95],
      ]
    )
    assert.deepEqual(figures(all.totals), [11, 7949, 7806, 143])
    assert.deepEqual(
      all.periods
        .filter((row) => row.movements > 0)
        .map((row) => [row.start, row.inCents, row.outCents]),
      [
        ['2025-03-01', 1200, 0],
        ['2025-03-02', 0, 300],
        ['2025-03-03', 5999, 0],
        ['2025-03-04', 0, 760],
        ['2025-03-05', 750, 0],
        ['2025-03-06', 0, 396],
        ['2025-03-08', 0, 1500],
        ['2025-03-09', 0, 190],
        ['2025-03-10', 0, 66],
        ['2025-03-12', 0, 4499],
        ['2025-03-15', 0, 95],
      ]
    )
    assert.lengthOf(all.periods, 15)
    assert.deepEqual(
      all.products.map((row) => [
        row.sku,
        row.inQuantity,
        row.outQuantity,
        row.netQuantity,
        row.inCents,
        row.outCents,
      ]),
      [
        ['R-OIL', '6000.000', '6000.000', '0.000', 5999, 5999],
        ['R-FLOUR', '15000.000', '6000.000', '9000.000', 1950, 762],
        ['R-MILK', '0.000', '11.000', '-11.000', 0, 1045],
      ]
    )
    assert.equal(all.productCount, 3)

    const weeks = await movementsReport({ ...range, kind: null, category: null, period: 'week' })
    assert.deepEqual(
      weeks.periods.map((row) => [row.start, ...figures(row)]),
      [
        ['2025-02-24', 2, 1200, 300, 900],
        ['2025-03-03', 6, 6749, 2846, 3903],
        ['2025-03-10', 3, 0, 4660, -4660],
      ]
    )
    const consumed = await movementsReport({
      ...range,
      kind: 'sale_consumption',
      category: null,
      period: 'day',
    })
    assert.deepEqual(figures(consumed.totals), [5, 0, 7455, -7455])
    const dairyOnly = await movementsReport({
      ...range,
      kind: null,
      category: dairy.id,
      period: 'day',
    })
    assert.deepEqual(figures(dairyOnly.totals), [3, 0, 1045, -1045])
  })

  test('each report page shows its dates, filters, chart data and table; a broken date shows the default with the message', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { pantry, flour } = await smallStock()

    const stock = await as(
      client,
      admin,
      'get',
      `/inventory/reports/current-stock?as_of=2025-03-06&category=${pantry.id}`
    ).withInertia()
    stock.assertInertiaComponent('Inventory/Reports/CurrentStock')
    const stockProps = stock.inertiaProps as any
    assert.equal(stockProps.asOf, '2025-03-06')
    assert.equal(stockProps.report.totals.valueCents, 7253)
    assert.deepEqual(stockProps.filters, { category: pantry.id, page: 1 })

    const future = await as(
      client,
      admin,
      'get',
      '/inventory/reports/current-stock?as_of=2999-01-01&category=abc'
    ).withInertia()
    const futureProps = future.inertiaProps as any
    assert.equal(futureProps.asOfError, 'Choose today or a day before.')
    assert.equal(futureProps.asOf, futureProps.today)
    assert.isNull(futureProps.filters.category)
    const garbage = await as(
      client,
      admin,
      'get',
      '/inventory/reports/current-stock?as_of=yesterday'
    ).withInertia()
    assert.equal((garbage.inertiaProps as any).asOfError, 'Enter a date as YYYY-MM-DD.')

    const kardex = await as(
      client,
      admin,
      'get',
      `/inventory/reports/kardex?product=${flour.id}&from=2025-03-02&to=2025-03-06`
    ).withInertia()
    kardex.assertInertiaComponent('Inventory/Reports/Kardex')
    const kardexProps = kardex.inertiaProps as any
    assert.equal(kardexProps.report.product.sku, 'R-FLOUR')
    assert.lengthOf(kardexProps.kardex.lines, 3)
    assert.lengthOf(kardexProps.report.days, 5)
    assert.equal(kardexProps.kardex.lines[1].referenceLabel, null)

    const reversed = await as(
      client,
      admin,
      'get',
      `/inventory/reports/kardex?product=${flour.id}&from=2025-03-06&to=2025-03-02`
    ).withInertia()
    assert.deepEqual((reversed.inertiaProps as any).rangeErrors, {
      to: 'The end date must be on or after the start date.',
    })

    const movements = await as(
      client,
      admin,
      'get',
      '/inventory/reports/movements?from=2025-03-01&to=2025-03-15&period=week&kind=nonsense'
    ).withInertia()
    movements.assertInertiaComponent('Inventory/Reports/Movements')
    const movementProps = movements.inertiaProps as any
    assert.deepEqual(movementProps.filters, { kind: null, category: null, period: 'week' })
    assert.equal(movementProps.report.totals.movements, 11)

    const index = await as(client, admin, 'get', '/inventory/reports').withInertia()
    index.assertInertiaComponent('Inventory/Reports/Index')
  })

  test('the CSV exports stream the same selection in full', async ({ client, assert }) => {
    const admin = await administrator()
    const { pantry, flour } = await smallStock()
    const lines = (response: { text(): string }) => response.text().trim().split('\r\n')

    const stock = await as(
      client,
      admin,
      'get',
      `/inventory/reports/current-stock.csv?as_of=2025-03-06&category=${pantry.id}`
    )
    assert.equal(stock.header('content-type'), 'text/csv; charset=utf-8')
    assert.include(stock.header('content-disposition'), 'current-stock-2025-03-06.csv')
    assert.deepEqual(lines(stock), [
      'Category,SKU,Product,Unit,Quantity,Average cost (USD),Value (USD)',
      'Report oils,R-OIL,Olive oil,ml,6000.000,0.009998,59.99',
      'Report pantry,R-FLOUR,Flour,g,9500.000,0.001320,12.54',
    ])

    const kardex = lines(
      await as(
        client,
        admin,
        'get',
        `/inventory/reports/kardex.csv?product=${flour.id}&from=2025-03-02&to=2025-03-06`
      )
    )
    assert.equal(
      kardex[0],
      'When (UTC),Kind,Reference,In,Out,Unit cost (USD),Value in (USD),Value out (USD),Balance,Balance value (USD),By,Note'
    )
    assert.equal(kardex[1], '2025-03-02,Opening balance,,,,,,,10000.000,12.00,,')
    assert.equal(
      kardex[2],
      '2025-03-02 22:00,Sale consumption,,,2500.000,0.001200,,3.00,7500.000,9.00,,'
    )
    assert.equal(
      kardex[3],
      '2025-03-05 09:00,Purchase receipt,,5000.000,,0.001500,7.50,,12500.000,16.50,,'
    )
    assert.equal(kardex[5], '2025-03-06,Closing balance,,,,,,,9500.000,12.54,,')
    assert.lengthOf(kardex, 6)

    const movements = lines(
      await as(
        client,
        admin,
        'get',
        '/inventory/reports/movements.csv?from=2025-03-01&to=2025-03-15'
      )
    )
    assert.lengthOf(movements, 12)
    assert.equal(
      movements[0],
      'When (UTC),SKU,Product,Category,Kind,Quantity,Unit,Unit cost (USD),Value (USD),Reference,By'
    )
    assert.equal(
      movements[3],
      '2025-03-03 10:00,R-OIL,Olive oil,Report oils,Purchase receipt,6000.000,ml,0.009998,59.99,PO-000007,'
    )
    /* A negative quantity and amount stay numbers: no formula guard in front of the minus. */
    assert.equal(
      movements[9],
      '2025-03-10 06:00,R-FLOUR,Flour,Report pantry,Adjustment · stocktake,-500.000,g,0.001320,-0.66,,'
    )
  })

  test('the CSV exports write times in the installation time zone, named in the header', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(useZone('America/Lima'))
    const admin = await administrator()
    const { flour } = await smallStock()
    const lines = (response: { text(): string }) => response.text().trim().split('\r\n')

    const kardex = lines(
      await as(
        client,
        admin,
        'get',
        `/inventory/reports/kardex.csv?product=${flour.id}&from=2025-03-02&to=2025-03-06`
      )
    )
    assert.match(kardex[0], /^When \(America\/Lima\),Kind,/)
    /* 22:00 UTC is 17:00 in Lima (UTC−5). */
    assert.equal(
      kardex[2],
      '2025-03-02 17:00,Sale consumption,,,2500.000,0.001200,,3.00,7500.000,9.00,,'
    )
    assert.equal(
      kardex[3],
      '2025-03-05 04:00,Purchase receipt,,5000.000,,0.001500,7.50,,12500.000,16.50,,'
    )

    const movements = lines(
      await as(
        client,
        admin,
        'get',
        '/inventory/reports/movements.csv?from=2025-03-01&to=2025-03-15'
      )
    )
    assert.match(movements[0], /^When \(America\/Lima\),SKU,/)
    assert.equal(
      movements[9],
      '2025-03-10 01:00,R-FLOUR,Flour,Report pantry,Adjustment · stocktake,-500.000,g,0.001320,-0.66,,'
    )
  })

  test('the reports need reports.view.inventory: 403 otherwise', async ({ client, assert }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const storekeeper = await userWithRoles(['Storekeeper'])
    for (const url of [
      '/inventory/reports',
      '/inventory/reports/current-stock',
      '/inventory/reports/current-stock.csv',
      '/inventory/reports/kardex',
      '/inventory/reports/kardex.csv',
      '/inventory/reports/movements',
      '/inventory/reports/movements.csv',
    ]) {
      assert.equal(
        (await as(client, kitchen, 'get', url).header('accept', 'text/html')).status(),
        403,
        url
      )
    }
    assert.equal(
      (await as(client, storekeeper, 'get', '/inventory/reports').withInertia()).status(),
      200
    )
  })
})
