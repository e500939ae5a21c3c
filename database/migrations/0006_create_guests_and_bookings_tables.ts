import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Guests and their bookings. The database itself guarantees that no two active
| bookings hold the same room on the same night: an exclusion constraint over
| the room and the stay's date range (btree_gist), so even concurrent requests
| that passed the application's check cannot both commit.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS btree_gist')

    this.schema.createTable('guests', (table) => {
      table.increments('id')
      table.string('first_name', 80).notNullable()
      table.string('last_name', 80).notNullable()
      table.specificType('email', 'citext').nullable()
      table.string('phone', 40).notNullable().defaultTo('')
      table.string('document_type', 30).notNullable().defaultTo('')
      table.string('document_number', 60).notNullable().defaultTo('')
      table.string('nationality', 2).nullable()
      table.date('birth_date').nullable()
      table.text('address').notNullable().defaultTo('')
      table.string('company', 120).notNullable().defaultTo('')
      table.text('notes').notNullable().defaultTo('')
      table.boolean('is_vip').notNullable().defaultTo(false)
      table.boolean('is_blocked').notNullable().defaultTo(false)
      table.string('blocked_reason', 255).notNullable().defaultTo('')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['last_name', 'first_name'])
      table.index(['email'])
    })
    this.schema.raw(`
      ALTER TABLE guests
        ADD CONSTRAINT guests_nationality_iso CHECK (nationality IS NULL OR nationality ~ '^[A-Z]{2}$'),
        ADD CONSTRAINT guests_blocked_has_reason CHECK (NOT is_blocked OR blocked_reason <> '')
    `)

    this.schema.createTable('bookings', (table) => {
      table.increments('id')
      table
        .integer('guest_id')
        .notNullable()
        .references('id')
        .inTable('guests')
        .onDelete('RESTRICT')
      table
        .integer('room_type_id')
        .notNullable()
        .references('id')
        .inTable('room_types')
        .onDelete('RESTRICT')
      table.integer('room_id').nullable().references('id').inTable('rooms').onDelete('RESTRICT')
      table.date('check_in').notNullable()
      table.date('check_out').notNullable()
      table.integer('adults').notNullable().defaultTo(1)
      table.integer('children').notNullable().defaultTo(0)
      table.integer('nightly_rate_cents').notNullable()
      table.integer('total_cents').notNullable()
      table.string('source', 20).notNullable().defaultTo('walk_in')
      table.text('special_requests').notNullable().defaultTo('')
      table.string('status', 20).notNullable().defaultTo('pending')
      table.integer('lock_version').notNullable().defaultTo(1)
      table.timestamp('checked_in_at', { useTz: true }).nullable()
      table.timestamp('checked_out_at', { useTz: true }).nullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['check_in'])
      table.index(['check_out'])
      table.index(['guest_id'])
      table.index(['room_type_id', 'check_in'])
      table.index(['status'])
    })
    this.schema.raw(`
      ALTER TABLE bookings
        ADD COLUMN code varchar(12) GENERATED ALWAYS AS ('BK-' || lpad(id::text, 6, '0')) STORED UNIQUE,
        ADD CONSTRAINT bookings_stay_has_nights CHECK (check_out > check_in),
        ADD CONSTRAINT bookings_guests_counted CHECK (adults >= 1 AND children >= 0),
        ADD CONSTRAINT bookings_money_not_negative CHECK (nightly_rate_cents >= 0 AND total_cents >= 0),
        ADD CONSTRAINT bookings_source_known CHECK (source IN ('walk_in', 'phone', 'email', 'website', 'agency')),
        ADD CONSTRAINT bookings_status_known CHECK (status IN ('pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show')),
        ADD CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (
          room_id WITH =,
          daterange(check_in, check_out, '[)') WITH &&
        ) WHERE (room_id IS NOT NULL AND status IN ('pending', 'confirmed', 'checked_in'))
    `)
  }

  async down() {
    this.schema.dropTable('bookings')
    this.schema.dropTable('guests')
  }
}
