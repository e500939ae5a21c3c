import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { salesReport } from '#queries/restaurant/reports/sales_report'
import { addDays, appToday } from '#services/clock'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { FROM, RANGE, TO, parseCsv, smallRestaurant } from './report_helpers.js'

/*
| The Sales report on the small restaurant of report_helpers.ts.
|
| Orders closed in the range: O1, O2 (04-01), O3, O4 (04-02); O5 closed at
| 00:30 on 04-03 and the open O6 are out.
|   gross    O1 43.80  O2 26.00 (the voided Cola left out)  O3 45.90  O4 32.00 = 147.70
|   discount O1 5.00   O3 10.00                                              = 15.00
|   net      O1 38.80  O2 26.00  O3 35.90  O4 32.00                          = 132.70
|   tips     O1 4.00   O3 7.00   O4 3.00                                      = 14.00
|   average ticket 132.70 / 4 = 33.175 → 33.18
| Days: 04-01 2 orders, 69.80 gross, 5.00 off, 64.80 net, 4.00 tips, 32.40 a ticket;
|       04-02 2 orders, 77.90 gross, 10.00 off, 67.90 net, 10.00 tips, 33.95 a ticket.
| Hours: 13 O1, 14 O4, 19 O2, 21 O3.
|
| Discount shares (largest remainder):
|   O1 5.00 over 43.80: Steak 500·3780/4380 = 431 r2220, Cola 500·600/4380 = 68 r2160;
|      the cent left goes to Steak → 4.32 and 0.68.
|   O3 10.00 over 45.90: Steak 411 r3510, Soup 392 r720, Cola 196 r360 → Steak 4.12.
| Categories: Mains = Steak 37.80 + 18.90, Soup 6.00 + 18.00 + 12.00 → 9 sold,
|   92.70 gross, 4.32 + 4.12 + 3.92 = 12.36 off, 80.34 net (60.54 %);
|   Combos 2 sold, 40.00 (30.14 %); Drinks 5 sold, 15.00 gross, 0.68 + 1.96 =
|   2.64 off, 12.36 net (9.31 %). 80.34 + 40.00 + 12.36 = 132.70.
| Payment methods (paid_at in the range; O5's card payment is on 04-03):
|   cash 26.00 + 15.90 taken, 5.00 refunded → 36.90 net, 2 payments, 1 refund;
|   card 38.80 + 20.00 = 58.80, tips 4.00 + 7.00 = 11.00; transfer 32.00, tip 3.00.
|   Total 132.70 taken, 5.00 refunded, 127.70 net, 14.00 tips.
*/
const figures = (
  orders: number,
  grossCents: number,
  discountCents: number,
  tipsCents: number,
  averageTicketCents: number
) => ({
  orders,
  grossCents,
  discountCents,
  netCents: grossCents - discountCents,
  tipsCents,
  averageTicketCents,
})

test.group('Restaurant reports: sales', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('totals, days and hours of the orders closed in the range', async ({ assert }) => {
    await smallRestaurant()
    const report = await salesReport({ from: FROM, to: TO })
    assert.deepEqual(report.totals, figures(4, 14770, 1500, 1400, 3318))
    assert.deepEqual(report.days, [
      { day: '2027-04-01', ...figures(2, 6980, 500, 400, 3240) },
      { day: '2027-04-02', ...figures(2, 7790, 1000, 1000, 3395) },
    ])
    const hours = report.hours.filter((hour) => hour.orders > 0)
    assert.deepEqual(hours, [
      { hour: 13, ...figures(1, 4380, 500, 400, 3880) },
      { hour: 14, ...figures(1, 3200, 0, 300, 3200) },
      { hour: 19, ...figures(1, 2600, 0, 0, 2600) },
      { hour: 21, ...figures(1, 4590, 1000, 700, 3590) },
    ])
    assert.lengthOf(report.hours, 24)
    assert.deepEqual(report.hours[0], { hour: 0, ...figures(0, 0, 0, 0, 0) })
  })

  test('categories share the discounts by line and sum to the net; combos are their own group', async ({
    assert,
  }) => {
    const { menu } = await smallRestaurant()
    const report = await salesReport({ from: FROM, to: TO })
    const row = (
      categoryId: number | null,
      name: string | null,
      quantity: number,
      grossCents: number,
      discountCents: number,
      shareBp: number
    ) => ({
      categoryId,
      name,
      quantity,
      grossCents,
      discountCents,
      netCents: grossCents - discountCents,
      shareBp,
    })
    assert.deepEqual(report.categories, [
      row(menu.mains, 'Mains', 9, 9270, 1236, 6054),
      row(null, null, 2, 4000, 0, 3014),
      row(menu.drinks, 'Drinks', 5, 1500, 264, 931),
    ])
  })

  test('payments by method in the range, refunds subtracted, tips on top', async ({ assert }) => {
    await smallRestaurant()
    const report = await salesReport({ from: FROM, to: TO })
    assert.deepEqual(report.methods, [
      {
        method: 'cash',
        payments: 2,
        refunds: 1,
        takenCents: 4190,
        refundedCents: 500,
        netCents: 3690,
        tipsCents: 0,
      },
      {
        method: 'card',
        payments: 2,
        refunds: 0,
        takenCents: 5880,
        refundedCents: 0,
        netCents: 5880,
        tipsCents: 1100,
      },
      {
        method: 'transfer',
        payments: 1,
        refunds: 0,
        takenCents: 3200,
        refundedCents: 0,
        netCents: 3200,
        tipsCents: 300,
      },
    ])
    assert.deepEqual(report.methodTotals, {
      payments: 5,
      refunds: 1,
      takenCents: 13270,
      refundedCents: 500,
      netCents: 12770,
      tipsCents: 1400,
    })
  })

  test('the page shows the report for the range; the CSV streams the days with the total', async ({
    client,
    assert,
  }) => {
    await smallRestaurant()
    const admin = await administrator()
    const page = await as(client, admin, 'get', `/restaurant/reports/sales?${RANGE}`).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Restaurant/Reports/Sales')
    const props = page.inertiaProps as any
    assert.deepEqual(props.range, { from: FROM, to: TO })
    assert.deepEqual(props.rangeErrors, {})
    assert.equal(props.report.totals.netCents, 13270)
    assert.deepEqual(
      props.presets.map((preset: { key: string }) => preset.key),
      ['last_7', 'last_30', 'last_90', 'this_month', 'year_to_date', 'last_365']
    )

    const csv = await as(client, admin, 'get', `/restaurant/reports/sales.csv?${RANGE}`)
    csv.assertStatus(200)
    assert.equal(csv.header('content-type'), 'text/csv; charset=utf-8')
    assert.equal(
      csv.header('content-disposition'),
      'attachment; filename="restaurant-sales-2027-04-01-2027-04-02.csv"'
    )
    assert.deepEqual(parseCsv(csv.text()), [
      [
        'Date',
        'Orders',
        'Gross (USD)',
        'Discounts (USD)',
        'Net sales (USD)',
        'Tips (USD)',
        'Average ticket (USD)',
      ],
      ['2027-04-01', '2', '69.80', '5.00', '64.80', '4.00', '32.40'],
      ['2027-04-02', '2', '77.90', '10.00', '67.90', '10.00', '33.95'],
      ['Total', '4', '147.70', '15.00', '132.70', '14.00', '33.18'],
    ])
  })

  test('a broken range shows the last 30 days with the message next to the field', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const today = appToday()
    const fallback = { from: addDays(today, -29), to: today }
    for (const [query, field, message] of [
      ['from=nonsense', 'from', 'Enter a date as YYYY-MM-DD.'],
      ['from=2027-04-02&to=2027-04-01', 'to', 'The end date must be on or after the start date.'],
      ['from=2020-01-01&to=2024-01-01', 'to', 'Choose a range shorter than 3 years.'],
    ]) {
      const page = await as(
        client,
        admin,
        'get',
        `/restaurant/reports/sales?${query}`
      ).withInertia()
      page.assertStatus(200)
      const props = page.inertiaProps as any
      assert.deepEqual(props.range, fallback, query)
      assert.deepEqual(props.rangeErrors, { [field]: message }, query)
    }
  })

  test('the index shows a headline per report for the last 30 days', async ({ client, assert }) => {
    const admin = await administrator()
    const today = appToday()
    const page = await as(client, admin, 'get', '/restaurant/reports').withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Restaurant/Reports/Index')
    const props = page.inertiaProps as any
    assert.deepEqual(props.range, { from: addDays(today, -29), to: today })
    assert.deepEqual(props.headlines, {
      netSalesCents: 0,
      averageTicketCents: 0,
      topProduct: null,
      marginBp: null,
      turnsHundredths: 0,
      topWaiter: null,
      covers: 0,
      noShowRateBp: 0,
    })
  })

  test('the reports need reports.view.restaurant: a waiter is refused with 403', async ({
    client,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    for (const report of ['sales', 'products', 'tables', 'waiters', 'reservations']) {
      ;(await as(client, waiter, 'get', `/restaurant/reports/${report}`)).assertStatus(403)
      ;(await as(client, waiter, 'get', `/restaurant/reports/${report}.csv`)).assertStatus(403)
    }
    ;(await as(client, waiter, 'get', '/restaurant/reports')).assertStatus(403)
    const manager = await userWithRoles(['Manager'])
    ;(await as(client, manager, 'get', '/restaurant/reports/sales').withInertia()).assertStatus(200)
  })
})
