import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Room types, the rooms that belong to them and each room's housekeeping status
| history. Rates are integer cents; a type cannot be removed while rooms use it.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('room_types', (table) => {
      table.increments('id')
      table.specificType('code', 'citext').notNullable().unique()
      table.string('name', 80).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.integer('base_rate_cents').notNullable()
      table.integer('max_adults').notNullable().defaultTo(2)
      table.integer('max_children').notNullable().defaultTo(0)
      table.string('beds', 120).notNullable().defaultTo('')
      table.decimal('size_m2', 6, 1).nullable()
      table.specificType('amenities', 'text[]').notNullable().defaultTo(this.raw(`'{}'::text[]`))
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw(`
      ALTER TABLE room_types
        ADD CONSTRAINT room_types_code_length CHECK (char_length(code) BETWEEN 1 AND 10),
        ADD CONSTRAINT room_types_base_rate_not_negative CHECK (base_rate_cents >= 0),
        ADD CONSTRAINT room_types_max_adults_positive CHECK (max_adults >= 1),
        ADD CONSTRAINT room_types_max_children_not_negative CHECK (max_children >= 0),
        ADD CONSTRAINT room_types_size_positive CHECK (size_m2 IS NULL OR size_m2 > 0)
    `)

    this.schema.createTable('rooms', (table) => {
      table.increments('id')
      table.string('number', 10).notNullable().unique()
      table.integer('floor').notNullable()
      table
        .integer('room_type_id')
        .notNullable()
        .references('id')
        .inTable('room_types')
        .onDelete('RESTRICT')
      table.string('housekeeping_status', 20).notNullable().defaultTo('clean')
      table.text('notes').notNullable().defaultTo('')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['room_type_id'])
      table.index(['floor', 'number'])
    })
    this.schema.raw(`
      ALTER TABLE rooms ADD CONSTRAINT rooms_housekeeping_status_known
        CHECK (housekeeping_status IN ('clean', 'dirty', 'cleaning', 'inspected', 'out_of_order'))
    `)

    this.schema.createTable('room_status_changes', (table) => {
      table.increments('id')
      table.integer('room_id').notNullable().references('id').inTable('rooms').onDelete('CASCADE')
      table.string('from_status', 20).notNullable()
      table.string('to_status', 20).notNullable()
      table.string('reason', 255).notNullable()
      table.integer('actor_id').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['room_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('room_status_changes')
    this.schema.dropTable('rooms')
    this.schema.dropTable('room_types')
  }
}
