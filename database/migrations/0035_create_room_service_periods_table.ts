import { BaseSchema } from '@adonisjs/lucid/schema'
import { appZone } from '#services/clock'

/*
| When each room was in service: one row per stretch [starts_on, ends_on) of
| hotel dates on which the room was active, under the type it had then (an open
| stretch has no end). Taking a room out of service ends its stretch, putting it
| back or giving it another type starts a new one, in the same transaction as
| the change, so reports count past available room-nights from this history
| instead of today's catalogue. Stretches of one room never overlap.
|
| Existing rooms are in service from their creation, or from their first
| booking or block if that came earlier (demo and imported history predate the
| rows); a room already out of service ends on the day of its last change, or
| when its last sold stay left if that is later, so no day sells more nights
| than it had rooms.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('room_service_periods', (table) => {
      table.increments('id')
      table.integer('room_id').notNullable().references('id').inTable('rooms').onDelete('CASCADE')
      table
        .integer('room_type_id')
        .notNullable()
        .references('id')
        .inTable('room_types')
        .onDelete('RESTRICT')
      table.date('starts_on').notNullable()
      table.date('ends_on').nullable()
      table.index(['starts_on'])
    })
    this.schema.raw(`
      ALTER TABLE room_service_periods
        ADD CONSTRAINT room_service_periods_not_empty CHECK (ends_on IS NULL OR ends_on > starts_on),
        ADD CONSTRAINT room_service_periods_no_overlap
          EXCLUDE USING gist (room_id WITH =, daterange(starts_on, ends_on) WITH &&)
    `)
    this.schema.raw(`
      CREATE UNIQUE INDEX room_service_periods_one_open
        ON room_service_periods (room_id) WHERE ends_on IS NULL
    `)
    this.defer(async (db) => {
      await db.rawQuery(
        `
        INSERT INTO room_service_periods (room_id, room_type_id, starts_on, ends_on)
        SELECT r.id, r.room_type_id, s.starts_on,
          CASE WHEN r.is_active THEN NULL
            ELSE greatest(
              (r.updated_at AT TIME ZONE :zone)::date,
              (SELECT max(b.check_out) FROM bookings b
                WHERE b.room_id = r.id AND b.status IN ('confirmed', 'checked_in', 'checked_out')),
              s.starts_on + 1
            )
          END
        FROM rooms r
        CROSS JOIN LATERAL (
          SELECT least(
            (r.created_at AT TIME ZONE :zone)::date,
            (SELECT min(b.check_in) FROM bookings b WHERE b.room_id = r.id),
            (SELECT min(k.starts_on) FROM room_blocks k WHERE k.room_id = r.id)
          ) AS starts_on
        ) s
        `,
        { zone: appZone() }
      )
    })
  }

  async down() {
    this.schema.dropTable('room_service_periods')
  }
}
