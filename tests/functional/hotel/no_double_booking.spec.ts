import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'

/*
| The last word on double booking is the database's: these tests go around the
| application and write rows directly, as a concurrent request that slipped past
| the application's check would.
*/
async function fixture() {
  const now = new Date()
  const [type] = await db
    .table('room_types')
    .insert({ code: 'TST', name: 'Test', base_rate_cents: 10000, created_at: now, updated_at: now })
    .returning('id')
  const [room] = await db
    .table('rooms')
    .insert({ number: 'T1', floor: 1, room_type_id: type.id, created_at: now, updated_at: now })
    .returning('id')
  const [guest] = await db
    .table('guests')
    .insert({ first_name: 'Gina', last_name: 'Guest', created_at: now, updated_at: now })
    .returning('id')
  const book = (checkIn: string, checkOut: string, status = 'confirmed') =>
    db.transaction((trx) =>
      trx
        .table('bookings')
        .insert({
          guest_id: guest.id,
          room_type_id: type.id,
          room_id: room.id,
          check_in: checkIn,
          check_out: checkOut,
          nightly_rate_cents: 10000,
          total_cents: 10000,
          status,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'code'])
    )
  return { book }
}

test.group('Hotel: the database refuses double bookings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two active bookings cannot hold the same room on the same night', async ({ assert }) => {
    const { book } = await fixture()
    await book('2026-12-01', '2026-12-04')
    await assert.rejects(() => book('2026-12-03', '2026-12-05'), /bookings_no_double_booking/)
  })

  test('a stay may start on the day the previous one leaves', async ({ assert }) => {
    const { book } = await fixture()
    await book('2026-12-01', '2026-12-04')
    const [next] = await book('2026-12-04', '2026-12-06')
    assert.match(next.code, /^BK-\d{6}$/)
  })

  test('cancelled and no-show bookings free the room', async ({ assert }) => {
    const { book } = await fixture()
    await book('2026-12-01', '2026-12-04', 'cancelled')
    await book('2026-12-01', '2026-12-04', 'no_show')
    const [kept] = await book('2026-12-01', '2026-12-04', 'confirmed')
    assert.match(kept.code, /^BK-\d{6}$/)
    const held = await db.from('bookings').where('check_in', '2026-12-01').orderBy('id')
    assert.deepEqual(
      held.map((row) => row.status),
      ['cancelled', 'no_show', 'confirmed']
    )
  })

  test('a stay must have at least one night', async ({ assert }) => {
    const { book } = await fixture()
    await assert.rejects(() => book('2026-12-01', '2026-12-01'), /bookings_stay_has_nights/)
  })
})
