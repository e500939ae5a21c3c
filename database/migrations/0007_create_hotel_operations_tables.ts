import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Everything a booking touches once it exists: the rate rules that price it,
| the nights it sells (one row per night, so occupancy and revenue reports and
| the per-type capacity check read an index instead of expanding date ranges),
| out-of-order blocks, the folio (charges and payments), invoices, tax rates
| per charge kind, and housekeeping tasks.
|
| Dates are hotel-local calendar dates; a stay or block is the half-open range
| [start, end): the end date is the departure morning and is not a night.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('room_type_rate_rules', (table) => {
      table.increments('id')
      table
        .integer('room_type_id')
        .notNullable()
        .references('id')
        .inTable('room_types')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      /* Inclusive; null = open-ended on that side. */
      table.date('starts_on').nullable()
      table.date('ends_on').nullable()
      /* ISO weekdays 1 (Monday) … 7 (Sunday); empty = every day. */
      table
        .specificType('weekdays', 'smallint[]')
        .notNullable()
        .defaultTo(this.raw(`'{}'::smallint[]`))
      table.integer('nightly_rate_cents').nullable()
      table.integer('min_stay').nullable()
      table.boolean('closed_to_arrival').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['room_type_id'])
    })
    this.schema.raw(`
      ALTER TABLE room_type_rate_rules
        ADD CONSTRAINT rate_rules_range_ordered CHECK (starts_on IS NULL OR ends_on IS NULL OR ends_on >= starts_on),
        ADD CONSTRAINT rate_rules_weekdays_iso CHECK (weekdays <@ ARRAY[1,2,3,4,5,6,7]::smallint[]),
        ADD CONSTRAINT rate_rules_rate_not_negative CHECK (nightly_rate_cents IS NULL OR nightly_rate_cents >= 0),
        ADD CONSTRAINT rate_rules_min_stay_positive CHECK (min_stay IS NULL OR min_stay BETWEEN 1 AND 365),
        ADD CONSTRAINT rate_rules_does_something CHECK (nightly_rate_cents IS NOT NULL OR min_stay IS NOT NULL OR closed_to_arrival)
    `)

    this.schema.alterTable('bookings', (table) => {
      table.integer('credit_limit_cents').notNullable().defaultTo(50000)
      table.timestamp('document_confirmed_at', { useTz: true }).nullable()
      table.timestamp('no_show_at', { useTz: true }).nullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.index(['room_id', 'check_in'])
    })
    this.schema.raw(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_credit_limit_not_negative CHECK (credit_limit_cents >= 0)`
    )

    this.schema.createTable('booking_nights', (table) => {
      table
        .integer('booking_id')
        .notNullable()
        .references('id')
        .inTable('bookings')
        .onDelete('CASCADE')
      table.date('night').notNullable()
      table
        .integer('room_type_id')
        .notNullable()
        .references('id')
        .inTable('room_types')
        .onDelete('RESTRICT')
      table.integer('rate_cents').notNullable()
      table.primary(['booking_id', 'night'])
      table.index(['night'])
      table.index(['room_type_id', 'night'])
    })
    this.schema.raw(
      `ALTER TABLE booking_nights ADD CONSTRAINT booking_nights_rate_not_negative CHECK (rate_cents >= 0)`
    )

    this.schema.createTable('room_blocks', (table) => {
      table.increments('id')
      table.integer('room_id').notNullable().references('id').inTable('rooms').onDelete('CASCADE')
      table.date('starts_on').notNullable()
      table.date('ends_on').notNullable()
      table.string('reason', 255).notNullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['starts_on', 'ends_on'])
    })
    this.schema.raw(`
      ALTER TABLE room_blocks
        ADD CONSTRAINT room_blocks_has_days CHECK (ends_on > starts_on),
        ADD CONSTRAINT room_blocks_has_reason CHECK (reason <> ''),
        ADD CONSTRAINT room_blocks_no_overlap EXCLUDE USING gist (
          room_id WITH =,
          daterange(starts_on, ends_on, '[)') WITH &&
        )
    `)

    this.schema.createTable('tax_rates', (table) => {
      table.string('charge_kind', 20).primary()
      /* Basis points: 1000 = 10 %. */
      table.integer('rate_bp').notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE tax_rates
        ADD CONSTRAINT tax_rates_kind_known CHECK (charge_kind IN ('room', 'restaurant', 'extra')),
        ADD CONSTRAINT tax_rates_rate_range CHECK (rate_bp BETWEEN 0 AND 10000)
    `)
    this.defer(async (db) => {
      await db.table('tax_rates').multiInsert([
        { charge_kind: 'room', rate_bp: 1000 },
        { charge_kind: 'restaurant', rate_bp: 1000 },
        { charge_kind: 'extra', rate_bp: 2100 },
      ])
    })

    this.schema.createTable('folio_charges', (table) => {
      table.increments('id')
      table
        .integer('booking_id')
        .notNullable()
        .references('id')
        .inTable('bookings')
        .onDelete('RESTRICT')
      table.string('kind', 20).notNullable()
      table.string('description', 200).notNullable()
      table.date('service_date').notNullable()
      /* Net amount; tax is added on top at the rate configured for the kind when posted. */
      table.integer('amount_cents').notNullable()
      table.integer('tax_rate_bp').notNullable()
      table.integer('tax_cents').notNullable()
      table.integer('total_cents').notNullable()
      /* Who posted it from outside the folio, e.g. ('restaurant.order', '42'); posting twice is refused. */
      table.string('source', 40).nullable()
      table.string('source_ref', 80).nullable()
      table.integer('posted_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['booking_id'])
      table.index(['service_date'])
      table.unique(['source', 'source_ref'])
    })
    this.schema.raw(`
      ALTER TABLE folio_charges
        ADD CONSTRAINT folio_charges_kind_known CHECK (kind IN ('room', 'restaurant', 'extra')),
        ADD CONSTRAINT folio_charges_amount_positive CHECK (amount_cents > 0),
        ADD CONSTRAINT folio_charges_total_adds_up CHECK (total_cents = amount_cents + tax_cents)
    `)

    this.schema.createTable('folio_payments', (table) => {
      table.increments('id')
      table
        .integer('booking_id')
        .notNullable()
        .references('id')
        .inTable('bookings')
        .onDelete('RESTRICT')
      table.string('method', 20).notNullable()
      table.boolean('is_deposit').notNullable().defaultTo(false)
      table.integer('amount_cents').notNullable()
      table.string('reference', 120).notNullable().defaultTo('')
      table.integer('taken_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['booking_id'])
    })
    this.schema.raw(`
      ALTER TABLE folio_payments
        ADD CONSTRAINT folio_payments_method_known CHECK (method IN ('cash', 'card', 'transfer')),
        ADD CONSTRAINT folio_payments_amount_positive CHECK (amount_cents > 0)
    `)

    this.schema.createTable('invoices', (table) => {
      table.increments('id')
      table
        .integer('booking_id')
        .notNullable()
        .unique()
        .references('id')
        .inTable('bookings')
        .onDelete('RESTRICT')
      table.integer('subtotal_cents').notNullable()
      table.integer('tax_cents').notNullable()
      table.integer('total_cents').notNullable()
      table.integer('paid_cents').notNullable()
      table.integer('balance_cents').notNullable()
      /* What was billed, frozen at issue: guest, stay and every line. */
      table.jsonb('snapshot').notNullable()
      table.integer('issued_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('issued_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE invoices ADD COLUMN number varchar(12) GENERATED ALWAYS AS ('INV-' || lpad(id::text, 6, '0')) STORED UNIQUE`
    )

    this.schema.createTable('housekeeping_tasks', (table) => {
      table.increments('id')
      table.integer('room_id').notNullable().references('id').inTable('rooms').onDelete('CASCADE')
      table
        .integer('booking_id')
        .nullable()
        .references('id')
        .inTable('bookings')
        .onDelete('SET NULL')
      table.string('kind', 20).notNullable()
      table.string('status', 20).notNullable().defaultTo('open')
      table.integer('assignee_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('notes').notNullable().defaultTo('')
      table.date('due_on').notNullable()
      table.integer('lock_version').notNullable().defaultTo(1)
      table.timestamp('started_at', { useTz: true }).nullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['status', 'due_on'])
      table.index(['assignee_id', 'status'])
      table.index(['room_id'])
    })
    this.schema.raw(`
      ALTER TABLE housekeeping_tasks
        ADD CONSTRAINT housekeeping_tasks_kind_known CHECK (kind IN ('checkout_clean', 'stay_over', 'inspection', 'maintenance')),
        ADD CONSTRAINT housekeeping_tasks_status_known CHECK (status IN ('open', 'in_progress', 'done'))
    `)
  }

  async down() {
    this.schema.dropTable('housekeeping_tasks')
    this.schema.dropTable('invoices')
    this.schema.dropTable('folio_payments')
    this.schema.dropTable('folio_charges')
    this.schema.dropTable('tax_rates')
    this.schema.dropTable('room_blocks')
    this.schema.dropTable('booking_nights')
    this.schema.alterTable('bookings', (table) => {
      table.dropColumn('credit_limit_cents')
      table.dropColumn('document_confirmed_at')
      table.dropColumn('no_show_at')
      table.dropColumn('created_by')
    })
    this.schema.dropTable('room_type_rate_rules')
  }
}
