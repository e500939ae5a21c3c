import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedHotel } from '#database/demo/hotel'
import { seedGuests } from '#database/demo/guests'
import { seedDemoRates } from '#database/demo/rates'
import { seedDemoBookings } from '#database/demo/bookings'
import { addDays, appToday } from '#services/clock'
import { quoteForType } from '#services/hotel/pricing'
import { createUser } from '#tests/helpers/identity'

const today = appToday()
const count = async (sql: string, bindings: unknown[] = []) =>
  Number((await db.rawQuery(sql, bindings)).rows[0].count)

async function seedDemo() {
  const client = db.connection()
  await seedHotel(client)
  await seedGuests(client)
  await seedDemoRates(client)
  await seedDemoBookings(client)
}

test.group('Demo: bookings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('bookings cover the past 90 and the next 30 days, never two in one room on one night', async ({
    assert,
  }) => {
    await seedDemo()
    assert.isAbove(
      await count(
        `SELECT count(*) FROM bookings WHERE check_in >= ?::date AND check_in < ?::date`,
        [addDays(today, -90), addDays(today, -30)]
      ),
      50
    )
    assert.isAbove(
      await count(`SELECT count(*) FROM bookings WHERE check_in > ?::date AND check_in < ?::date`, [
        today,
        addDays(today, 30),
      ]),
      30
    )
    assert.equal(
      await count(
        `SELECT count(*) FROM (
           SELECT b.room_id, n.night FROM booking_nights n JOIN bookings b ON b.id = n.booking_id
            WHERE b.room_id IS NOT NULL AND b.status IN ('pending', 'confirmed', 'checked_in', 'checked_out')
            GROUP BY b.room_id, n.night HAVING count(*) > 1) clashes`
      ),
      0
    )
    const statuses = (await db.from('bookings').distinct('status').select('status'))
      .map((row) => row.status)
      .sort()
    assert.deepEqual(statuses, [
      'cancelled',
      'checked_in',
      'checked_out',
      'confirmed',
      'no_show',
      'pending',
    ])
  })

  test('occupancy over the past 30 days is realistic', async ({ assert }) => {
    await seedDemo()
    const rooms = await count(`SELECT count(*) FROM rooms WHERE is_active`)
    const sold = await count(
      `SELECT count(*) FROM booking_nights n JOIN bookings b ON b.id = n.booking_id
        WHERE b.status IN ('checked_in', 'checked_out') AND b.room_id IS NOT NULL AND n.night >= ?::date AND n.night < ?::date`,
      [addDays(today, -30), today]
    )
    const occupancy = sold / (rooms * 30)
    assert.isAtLeast(occupancy, 0.4)
    assert.isAtMost(occupancy, 0.9)
  })

  test('every booking is priced night by night with the demo rate plan', async ({ assert }) => {
    await seedDemo()
    assert.equal(
      await count(
        `SELECT count(*) FROM bookings b
          WHERE b.total_cents <> (SELECT coalesce(sum(rate_cents), 0) FROM booking_nights n WHERE n.booking_id = b.id)
             OR (b.check_out - b.check_in) <> (SELECT count(*) FROM booking_nights n WHERE n.booking_id = b.id)`
      ),
      0
    )
    assert.isAbove(await count(`SELECT count(*) FROM room_type_rate_rules`), 3)
    const samples = await db
      .from('bookings')
      .orderBy('id')
      .limit(40)
      .select(
        'id',
        'room_type_id',
        db.raw('check_in::text AS check_in'),
        db.raw('check_out::text AS check_out'),
        'total_cents'
      )
    for (const sample of samples) {
      const quote = await quoteForType(sample.room_type_id, sample.check_in, sample.check_out)
      assert.equal(sample.total_cents, quote.totalCents, `booking ${sample.id}`)
    }
  })

  test('stays that ended are settled and invoiced; guests in the house have their nights posted and a deposit', async ({
    assert,
  }) => {
    await seedDemo()
    assert.equal(
      await count(
        `SELECT count(*) FROM bookings b WHERE b.status = 'checked_out' AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.booking_id = b.id)`
      ),
      0
    )
    const balances = await db.rawQuery(
      `SELECT b.id,
              (SELECT coalesce(sum(total_cents), 0) FROM folio_charges c WHERE c.booking_id = b.id)
            - (SELECT coalesce(sum(amount_cents), 0) FROM folio_payments p WHERE p.booking_id = b.id) AS balance,
              i.balance_cents, i.total_cents, i.subtotal_cents + i.tax_cents AS adds_up, i.snapshot
         FROM bookings b JOIN invoices i ON i.booking_id = b.id WHERE b.status = 'checked_out'`
    )
    assert.isAbove(balances.rows.length, 100)
    for (const row of balances.rows) {
      assert.isAtLeast(Number(row.balance), 0)
      assert.isAtLeast(row.balance_cents, 0)
      assert.equal(row.total_cents, row.adds_up)
      assert.equal(row.snapshot.totals.totalCents, row.total_cents)
    }
    assert.isAbove(await count(`SELECT count(*) FROM folio_charges WHERE kind = 'restaurant'`), 0)
    assert.isAbove(await count(`SELECT count(*) FROM folio_charges WHERE kind = 'extra'`), 0)

    const inHouse = await db
      .from('bookings')
      .where('status', 'checked_in')
      .select('id', 'check_in', 'check_out')
    assert.isNotEmpty(inHouse)
    for (const stay of inHouse) {
      assert.isAbove(
        await count(`SELECT count(*) FROM folio_charges WHERE booking_id = ? AND kind = 'room'`, [
          stay.id,
        ]),
        0
      )
      assert.equal(
        await count(`SELECT count(*) FROM folio_payments WHERE booking_id = ? AND is_deposit`, [
          stay.id,
        ]),
        1
      )
    }
    assert.equal(
      await count(
        `SELECT count(*) FROM bookings WHERE check_in = ?::date AND status = 'confirmed' AND room_id IS NULL`,
        [today]
      ),
      0
    )
    assert.isAbove(
      await count(`SELECT count(*) FROM bookings WHERE check_in > ?::date AND room_id IS NULL`, [
        today,
      ]),
      0
    )
  })

  test("today's departures leave dirty rooms with checkout cleans, and one room is out of order", async ({
    assert,
  }) => {
    const housekeeper = await createUser({ email: 'housekeeper@posada.test' })
    await seedDemo()
    const dirty = await db.from('rooms').where('housekeeping_status', 'dirty').select('id')
    assert.isNotEmpty(dirty)
    const tasks = await db
      .from('housekeeping_tasks')
      .where('kind', 'checkout_clean')
      .where('status', 'open')
      .select('room_id', 'assignee_id')
    assert.sameMembers(
      tasks.map((task) => task.room_id),
      dirty.map((room) => room.id)
    )
    assert.equal(tasks.filter((task) => task.assignee_id === housekeeper.id).length, 1)
    const blocked = await db.from('rooms').where('housekeeping_status', 'out_of_order').select('id')
    assert.lengthOf(blocked, 1)
    assert.equal(
      await count(
        `SELECT count(*) FROM room_blocks WHERE room_id = ? AND starts_on <= ?::date AND ends_on > ?::date`,
        [blocked[0].id, today, today]
      ),
      1
    )
  })

  test('seeding again changes nothing', async ({ assert }) => {
    await seedDemo()
    const before = await count(`SELECT count(*) FROM bookings`)
    const rules = await count(`SELECT count(*) FROM room_type_rate_rules`)
    await seedDemo()
    assert.equal(await count(`SELECT count(*) FROM bookings`), before)
    assert.equal(await count(`SELECT count(*) FROM room_type_rate_rules`), rules)
  })
})
