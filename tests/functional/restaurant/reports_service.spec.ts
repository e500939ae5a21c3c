import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { waiterReport } from '#queries/restaurant/reports/waiter_report'
import { tableReport } from '#queries/restaurant/reports/table_report'
import { reservationReport } from '#queries/restaurant/reports/reservation_report'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { FROM, RANGE, TO, parseCsv, smallRestaurant } from './report_helpers.js'

/*
| The Waiters, Tables and Reservations reports on the small restaurant of
| report_helpers.ts (net sales per order: O1 38.80, O2 26.00, O3 35.90, O4 32.00).
|
| Waiters: Wen O1 + O4 → 2 orders, 2 + 3 covers, 70.80, 35.40 a ticket, tips 4.00 + 3.00;
|          Xia O2 + O3 → 2 orders, 1 + 4 covers, 61.90, 30.95 a ticket, tips 7.00.
|          Total 4 orders, 10 covers, 132.70, 33.175 → 33.18, tips 14.00.
| Tables (2 days; T9 inactive and unused is not listed; O2 is takeaway, O5 closed
| on 04-03, O6 still open):
|   T2 (Hall)     O3: 1 order, 4 covers, 35.90, 60 min, 1 / 2 days = 0.50 turns
|   T3 (Hall)     nothing: 0, 0, 0.00, 0 min, 0.00
|   T1 (Terrace)  O1 90 min + O4 75 min: 2 orders, 5 covers, 70.80, 82.5 → 83 min, 1.00
|   Total 3 orders, 9 covers, 106.70, 225 / 3 = 75 min, 3 / (3 tables × 2 days) = 0.50
| Reservations starting in the range: 04-01 completed (2), no-show (4);
|   04-02 seated (4), cancelled (6), booked (2). Covers: seated + completed = 2 + 4.
|   No-show rate: 1 / (seated 1 + completed 1 + no-show 1) = 33.33 %;
|   04-01: 1 / 2 = 50 %; 04-02: 0 / 1 = 0 %.
*/
test.group('Restaurant reports: waiters, tables and reservations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('waiters: orders, covers, sales, average ticket and tips', async ({ assert }) => {
    const { wen, xia } = await smallRestaurant()
    const report = await waiterReport({ from: FROM, to: TO })
    assert.deepEqual(report.waiters, [
      {
        waiterId: wen.id,
        name: 'Wen Li',
        orders: 2,
        covers: 5,
        salesCents: 7080,
        averageTicketCents: 3540,
        tipsCents: 700,
      },
      {
        waiterId: xia.id,
        name: 'Xia Chen',
        orders: 2,
        covers: 5,
        salesCents: 6190,
        averageTicketCents: 3095,
        tipsCents: 700,
      },
    ])
    assert.deepEqual(report.totals, {
      orders: 4,
      covers: 10,
      salesCents: 13270,
      averageTicketCents: 3318,
      tipsCents: 1400,
    })
  })

  test('tables: covers, revenue, average seated time and turns per day', async ({ assert }) => {
    const { t1, t2, t3 } = await smallRestaurant()
    const report = await tableReport({ from: FROM, to: TO })
    const row = (
      table: { id: number; name: string; area: string; seats: number },
      figures: [number, number, number, number, number]
    ) => ({
      tableId: table.id,
      name: table.name,
      area: table.area,
      seats: table.seats,
      orders: figures[0],
      covers: figures[1],
      revenueCents: figures[2],
      averageSeatedMinutes: figures[3],
      turnsHundredths: figures[4],
    })
    assert.equal(report.days, 2)
    assert.deepEqual(report.tables, [
      row(t2, [1, 4, 3590, 60, 50]),
      row(t3, [0, 0, 0, 0, 0]),
      row(t1, [2, 5, 7080, 83, 100]),
    ])
    assert.deepEqual(report.totals, {
      orders: 3,
      covers: 9,
      revenueCents: 10670,
      averageSeatedMinutes: 75,
      turnsHundredths: 50,
    })
  })

  test('reservations: by status, covers and the no-show rate, per day and over the range', async ({
    assert,
  }) => {
    await smallRestaurant()
    const report = await reservationReport({ from: FROM, to: TO })
    assert.deepEqual(report.statuses, [
      { status: 'booked', reservations: 1, guests: 2 },
      { status: 'seated', reservations: 1, guests: 4 },
      { status: 'completed', reservations: 1, guests: 2 },
      { status: 'cancelled', reservations: 1, guests: 6 },
      { status: 'no_show', reservations: 1, guests: 4 },
    ])
    const figures = (counts: number[], covers: number, noShowRateBp: number) => ({
      reservations: counts.reduce((sum, count) => sum + count, 0),
      booked: counts[0],
      seated: counts[1],
      completed: counts[2],
      cancelled: counts[3],
      no_show: counts[4],
      covers,
      noShowRateBp,
    })
    assert.deepEqual(report.days, [
      { day: '2027-04-01', ...figures([0, 0, 1, 0, 1], 2, 5000) },
      { day: '2027-04-02', ...figures([1, 1, 0, 1, 0], 4, 0) },
    ])
    assert.deepEqual(report.totals, figures([1, 1, 1, 1, 1], 6, 3333))
  })

  test('the three pages render and their CSVs stream the tables with the totals', async ({
    client,
    assert,
  }) => {
    await smallRestaurant()
    const admin = await administrator()
    for (const [report, page] of [
      ['waiters', 'Restaurant/Reports/Waiters'],
      ['tables', 'Restaurant/Reports/Tables'],
      ['reservations', 'Restaurant/Reports/Reservations'],
    ]) {
      const response = await as(
        client,
        admin,
        'get',
        `/restaurant/reports/${report}?${RANGE}`
      ).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(page)
      assert.deepEqual((response.inertiaProps as any).range, { from: FROM, to: TO })
    }
    const csv = async (report: string) => {
      const response = await as(client, admin, 'get', `/restaurant/reports/${report}.csv?${RANGE}`)
      response.assertStatus(200)
      assert.equal(
        response.header('content-disposition'),
        `attachment; filename="restaurant-${report}-2027-04-01-2027-04-02.csv"`
      )
      return parseCsv(response.text())
    }
    assert.deepEqual(await csv('waiters'), [
      ['Waiter', 'Orders', 'Covers', 'Sales (USD)', 'Average ticket (USD)', 'Tips (USD)'],
      ['Wen Li', '2', '5', '70.80', '35.40', '7.00'],
      ['Xia Chen', '2', '5', '61.90', '30.95', '7.00'],
      ['Total', '4', '10', '132.70', '33.18', '14.00'],
    ])
    assert.deepEqual(await csv('tables'), [
      [
        'Table',
        'Area',
        'Orders',
        'Covers',
        'Revenue (USD)',
        'Average minutes seated',
        'Turns per day',
      ],
      ['T2', 'Hall', '1', '4', '35.90', '60', '0.50'],
      ['T3', 'Hall', '0', '0', '0.00', '0', '0.00'],
      ['T1', 'Terrace', '2', '5', '70.80', '83', '1.00'],
      ['Total', '', '3', '9', '106.70', '75', '0.50'],
    ])
    assert.deepEqual(await csv('reservations'), [
      [
        'Date',
        'Reservations',
        'Booked',
        'Seated',
        'Completed',
        'Cancelled',
        'No-show',
        'Covers',
        'No-show rate %',
      ],
      ['2027-04-01', '2', '0', '0', '1', '0', '1', '2', '50.00'],
      ['2027-04-02', '3', '1', '1', '0', '1', '0', '4', '0.00'],
      ['Total', '5', '1', '1', '1', '1', '1', '6', '33.33'],
    ])
  })
})
