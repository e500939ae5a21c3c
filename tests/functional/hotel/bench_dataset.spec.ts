import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { typeAvailability } from '#services/hotel/availability'
import { generateDataset, type DatasetOptions } from '../../../bench/hotel/dataset.js'

/*
| The hotel benchmark's generator, at a small scale: the data it loads must be
| data the application could have written, or the benchmark measures nothing
| real. No room sold twice on a night, nights that match their stays, no type
| sold beyond its rooms, statuses that agree with the dates.
*/
const TODAY = '2026-06-15'
const OPTIONS: DatasetOptions = {
  bookings: 600,
  today: TODAY,
  rooms: 12,
  floors: 2,
  guests: 80,
  pastDays: 120,
  futureDays: 60,
  blocks: 4,
}

async function load() {
  return generateDataset(
    async (sql, bindings = []) => (await db.rawQuery(sql, bindings as any[])).rows,
    OPTIONS
  )
}

test.group('Hotel: benchmark dataset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('writes the bookings asked for, with their guests, rooms, blocks and rate rules', async ({
    assert,
  }) => {
    const summary = await load()
    assert.equal(summary.bookings, 600)
    assert.equal(summary.rooms, 12)
    const [counts] = (
      await db.rawQuery(`SELECT
        (SELECT count(*) FROM bookings)::int AS bookings,
        (SELECT count(*) FROM booking_nights)::int AS nights,
        (SELECT count(*) FROM rooms)::int AS rooms,
        (SELECT count(DISTINCT floor) FROM rooms)::int AS floors,
        (SELECT count(*) FROM room_types)::int AS types,
        (SELECT count(*) FROM guests WHERE nationality IS NOT NULL)::int AS guests,
        (SELECT count(*) FROM room_blocks)::int AS blocks,
        (SELECT count(*) FROM room_type_rate_rules)::int AS rules`)
    ).rows
    assert.deepEqual(counts, {
      bookings: 600,
      nights: summary.bookingNights,
      rooms: 12,
      floors: 2,
      types: 6,
      guests: 80,
      blocks: summary.blocks,
      rules: summary.rateRules,
    })
    assert.isAbove(summary.blocks, 0)
    /* Dense enough to mean something: most of the past room-nights are sold. */
    assert.isAbove(summary.occupancy, 0.4)
  })

  test('no room holds two active bookings, or an active booking and a block, on one night', async ({
    assert,
  }) => {
    await load()
    const { rows: doubled } = await db.rawQuery(`
      SELECT a.id, b.id AS other FROM bookings a JOIN bookings b
        ON a.room_id = b.room_id AND a.id < b.id AND a.check_in < b.check_out AND b.check_in < a.check_out
      WHERE a.status IN ('pending', 'confirmed', 'checked_in') AND b.status IN ('pending', 'confirmed', 'checked_in')`)
    assert.lengthOf(doubled, 0)
    const { rows: blocked } = await db.rawQuery(`
      SELECT b.id FROM bookings b JOIN room_blocks k ON k.room_id = b.room_id AND b.check_in < k.ends_on AND k.starts_on < b.check_out
      WHERE b.status IN ('pending', 'confirmed', 'checked_in', 'checked_out')`)
    assert.lengthOf(blocked, 0)
  })

  test('every booking has one night row per night of its stay, on its type, adding up to its total', async ({
    assert,
  }) => {
    await load()
    const { rows } = await db.rawQuery(`
      SELECT b.id FROM bookings b LEFT JOIN booking_nights n ON n.booking_id = b.id
      GROUP BY b.id
      HAVING count(n.night) <> (b.check_out - b.check_in)
          OR min(n.night) <> b.check_in OR max(n.night) <> b.check_out - 1
          OR bool_or(n.room_type_id <> b.room_type_id)
          OR sum(n.rate_cents) <> b.total_cents`)
    assert.lengthOf(rows, 0)
  })

  test('no room type is sold beyond its rooms on any night', async ({ assert }) => {
    const summary = await load()
    const byType = await typeAvailability(db.connection(), { from: summary.from, to: summary.to })
    assert.equal(byType.size, 6)
    const oversold = [...byType.values()].flat().filter((night) => night.sold > night.capacity)
    assert.lengthOf(oversold, 0)
    assert.isAbove(Math.max(...[...byType.values()].flat().map((night) => night.sold)), 0)
  })

  test('statuses agree with the dates', async ({ assert }) => {
    await load()
    const { rows } = await db.rawQuery(
      `SELECT id, status, check_in::text, check_out::text FROM bookings WHERE NOT CASE status
        WHEN 'checked_out' THEN check_out <= ?::date AND checked_in_at IS NOT NULL AND checked_out_at IS NOT NULL
        WHEN 'no_show' THEN check_in < ?::date AND no_show_at IS NOT NULL
        WHEN 'checked_in' THEN check_in < ?::date AND check_out > ?::date AND checked_in_at IS NOT NULL AND room_id IS NOT NULL
        WHEN 'confirmed' THEN check_in >= ?::date
        WHEN 'pending' THEN check_in > ?::date
        WHEN 'cancelled' THEN cancelled_at IS NOT NULL
        ELSE false END`,
      [TODAY, TODAY, TODAY, TODAY, TODAY, TODAY]
    )
    assert.lengthOf(rows, 0)
    const { rows: statuses } = await db.rawQuery(
      `SELECT DISTINCT status FROM bookings ORDER BY status`
    )
    assert.includeMembers(
      statuses.map((row: { status: string }) => row.status),
      ['cancelled', 'checked_out', 'confirmed', 'pending']
    )
  })
})
