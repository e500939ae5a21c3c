import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The dining room: tables placed on a floor map per area, and the reservations
| that hold them. A table's status (free, occupied, reserved, needs cleaning) is
| never stored: it is read from its reservations (and, later, its open orders);
| the one fact kept on the table is that it was left and not yet cleaned.
|
| No table ever holds two overlapping active reservations: an exclusion
| constraint over the table and the reservation's time range (btree_gist, as
| for hotel bookings), so concurrent requests that passed the application's
| check cannot both commit. Floor-map coordinates are units of a 1200 × 800
| plan per area.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS btree_gist')

    this.schema.createTable('restaurant_tables', (table) => {
      table.increments('id')
      table.specificType('name', 'citext').notNullable().unique()
      table.string('area', 40).notNullable()
      table.smallint('seats').notNullable()
      table.string('shape', 10).notNullable().defaultTo('square')
      table.integer('pos_x').notNullable().defaultTo(0)
      table.integer('pos_y').notNullable().defaultTo(0)
      table.integer('width').notNullable().defaultTo(80)
      table.integer('height').notNullable().defaultTo(80)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('needs_cleaning_since', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['area'])
    })
    this.schema.raw(`
      ALTER TABLE restaurant_tables
        ADD CONSTRAINT restaurant_tables_seats CHECK (seats BETWEEN 1 AND 30),
        ADD CONSTRAINT restaurant_tables_shape_known CHECK (shape IN ('round', 'square', 'rectangle')),
        ADD CONSTRAINT restaurant_tables_size CHECK (width BETWEEN 40 AND 400 AND height BETWEEN 40 AND 400),
        ADD CONSTRAINT restaurant_tables_on_plan CHECK (
          pos_x >= 0 AND pos_y >= 0 AND pos_x + width <= 1200 AND pos_y + height <= 800
        )
    `)

    this.schema.createTable('reservations', (table) => {
      table.increments('id')
      table
        .integer('customer_id')
        .notNullable()
        .references('id')
        .inTable('customers')
        .onDelete('RESTRICT')
      table
        .integer('table_id')
        .nullable()
        .references('id')
        .inTable('restaurant_tables')
        .onDelete('RESTRICT')
      table.smallint('party_size').notNullable()
      table.timestamp('starts_at', { useTz: true }).notNullable()
      table.smallint('duration_minutes').notNullable().defaultTo(90)
      table.timestamp('ends_at', { useTz: true }).notNullable()
      table.string('status', 12).notNullable().defaultTo('booked')
      table.text('notes').notNullable().defaultTo('')
      table.integer('lock_version').notNullable().defaultTo(1)
      table.timestamp('seated_at', { useTz: true }).nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('no_show_at', { useTz: true }).nullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['starts_at'])
      table.index(['customer_id'])
      table.index(['status'])
    })
    this.schema.raw(`
      ALTER TABLE reservations
        ADD COLUMN code varchar(12) GENERATED ALWAYS AS ('RS-' || lpad(id::text, 6, '0')) STORED UNIQUE,
        ADD CONSTRAINT reservations_party_size CHECK (party_size BETWEEN 1 AND 100),
        ADD CONSTRAINT reservations_duration CHECK (duration_minutes BETWEEN 15 AND 720),
        ADD CONSTRAINT reservations_ends_after_duration CHECK (ends_at = starts_at + make_interval(mins => duration_minutes)),
        ADD CONSTRAINT reservations_status_known CHECK (status IN ('booked', 'seated', 'completed', 'cancelled', 'no_show')),
        ADD CONSTRAINT reservations_seated_has_table CHECK (status NOT IN ('seated', 'completed') OR table_id IS NOT NULL),
        ADD CONSTRAINT reservations_no_double_booking EXCLUDE USING gist (
          table_id WITH =,
          tstzrange(starts_at, ends_at, '[)') WITH &&
        ) WHERE (table_id IS NOT NULL AND status IN ('booked', 'seated'))
    `)
    /* The floor map asks, per table, for its seated party and its next booked one. */
    this.schema.raw(
      `CREATE INDEX reservations_active_by_table ON reservations (table_id, starts_at) WHERE status IN ('booked', 'seated')`
    )
  }

  async down() {
    this.schema.dropTable('reservations')
    this.schema.dropTable('restaurant_tables')
  }
}
