import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Orders, their lines and the kitchen tickets that fire them.
|
| An order is `dine_in` at a table, `takeaway`, or `room_service` for an
| in-house booking. Its status runs open → sent → served → closed, or voided;
| `subtotal_cents` is the sum of its lines that are not voided, kept by the
| writer under the order's row lock (every change to an order or its lines
| locks the order first, so two waiters adding lines both land and a void
| racing a bump ends in one state). `discount_cents` and `paid_cents` are the
| seams payments stand on; the balance is subtotal − discount − paid.
|
| A line snapshots its name, unit price, station and preparation minutes when
| it is added. A combo is one priced line with one child line (price 0) per
| item in it: the children go to their stations and consume their recipes.
| `kitchen_status` is null until the line is sent, then queued → preparing →
| ready → served.
|
| Offline replay: the browser gives every new order and every new line a
| `client_key` (a UUID), and every send one too; the database refuses a second
| row with the same key, so a retried request finds the first one's result.
|
| A table holds at most one order that is not closed or voided.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('orders', (table) => {
      table.increments('id')
      table.uuid('client_key').nullable().unique()
      table.string('kind', 12).notNullable()
      table
        .integer('table_id')
        .nullable()
        .references('id')
        .inTable('restaurant_tables')
        .onDelete('RESTRICT')
      table
        .integer('booking_id')
        .nullable()
        .references('id')
        .inTable('bookings')
        .onDelete('RESTRICT')
      table
        .integer('customer_id')
        .nullable()
        .references('id')
        .inTable('customers')
        .onDelete('RESTRICT')
      table
        .integer('reservation_id')
        .nullable()
        .references('id')
        .inTable('reservations')
        .onDelete('RESTRICT')
      table
        .integer('waiter_id')
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table.smallint('covers').notNullable().defaultTo(1)
      table.string('status', 8).notNullable().defaultTo('open')
      table.integer('subtotal_cents').notNullable().defaultTo(0)
      table.integer('discount_cents').notNullable().defaultTo(0)
      table.integer('paid_cents').notNullable().defaultTo(0)
      table.text('notes').notNullable().defaultTo('')
      table.integer('lock_version').notNullable().defaultTo(1)
      table.timestamp('opened_at', { useTz: true }).notNullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('served_at', { useTz: true }).nullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.timestamp('voided_at', { useTz: true }).nullable()
      table.integer('voided_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.text('void_reason').nullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['opened_at'])
      table.index(['waiter_id', 'opened_at'])
      table.index(['customer_id'])
      table.index(['booking_id'])
    })
    this.schema.raw(`
      ALTER TABLE orders
        ADD COLUMN number varchar(12) GENERATED ALWAYS AS ('OR-' || lpad(id::text, 6, '0')) STORED UNIQUE,
        ADD CONSTRAINT orders_kind_known CHECK (kind IN ('dine_in', 'takeaway', 'room_service')),
        ADD CONSTRAINT orders_status_known CHECK (status IN ('open', 'sent', 'served', 'closed', 'voided')),
        ADD CONSTRAINT orders_dine_in_has_table CHECK (kind <> 'dine_in' OR table_id IS NOT NULL),
        ADD CONSTRAINT orders_room_service_has_booking CHECK (kind <> 'room_service' OR booking_id IS NOT NULL),
        ADD CONSTRAINT orders_covers CHECK (covers BETWEEN 1 AND 100),
        ADD CONSTRAINT orders_amounts CHECK (subtotal_cents >= 0 AND discount_cents >= 0 AND discount_cents <= subtotal_cents),
        ADD CONSTRAINT orders_voided_has_reason CHECK (status <> 'voided' OR (void_reason IS NOT NULL AND voided_at IS NOT NULL))
    `)
    this.schema.raw(
      `CREATE UNIQUE INDEX orders_one_open_per_table ON orders (table_id) WHERE status IN ('open', 'sent', 'served') AND table_id IS NOT NULL`
    )
    this.schema.raw(
      `CREATE INDEX orders_active ON orders (opened_at) WHERE status IN ('open', 'sent', 'served')`
    )

    this.schema.createTable('kitchen_tickets', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE')
      table.string('station', 10).notNullable()
      /* The send that fired it: one send makes one ticket per station. */
      table.uuid('send_key').notNullable()
      table.integer('sent_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('sent_at', { useTz: true }).notNullable()
      table.timestamp('bumped_at', { useTz: true }).nullable()
      table.integer('bumped_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.unique(['send_key', 'station'])
      table.index(['order_id'])
    })
    this.schema.raw(`
      ALTER TABLE kitchen_tickets
        ADD CONSTRAINT kitchen_tickets_station_known CHECK (station IN ('kitchen', 'bar'))
    `)
    this.schema.raw(
      `CREATE INDEX kitchen_tickets_open ON kitchen_tickets (station, sent_at) WHERE bumped_at IS NULL`
    )
    this.schema.raw(
      `CREATE INDEX kitchen_tickets_bumped ON kitchen_tickets (station, bumped_at DESC) WHERE bumped_at IS NOT NULL`
    )

    this.schema.createTable('order_lines', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE')
      table.uuid('client_key').notNullable().unique()
      table
        .integer('parent_line_id')
        .nullable()
        .references('id')
        .inTable('order_lines')
        .onDelete('CASCADE')
      table
        .integer('menu_item_id')
        .nullable()
        .references('id')
        .inTable('menu_items')
        .onDelete('RESTRICT')
      table
        .integer('combo_id')
        .nullable()
        .references('id')
        .inTable('menu_combos')
        .onDelete('RESTRICT')
      table.string('name', 200).notNullable()
      table.integer('unit_price_cents').notNullable()
      table.smallint('quantity').notNullable()
      table.text('notes').notNullable().defaultTo('')
      table.smallint('course').notNullable().defaultTo(1)
      /* Null for a combo's own line: its items go to their stations. */
      table.string('station', 10).nullable()
      table.smallint('preparation_minutes').notNullable().defaultTo(0)
      table
        .integer('ticket_id')
        .nullable()
        .references('id')
        .inTable('kitchen_tickets')
        .onDelete('RESTRICT')
      table.string('kitchen_status', 10).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('status_changed_at', { useTz: true }).nullable()
      table.timestamp('voided_at', { useTz: true }).nullable()
      table.integer('voided_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.text('void_reason').nullable()
      /* A sent line voided: the value of the stock its recipe had consumed, now waste. */
      table.integer('waste_cents').nullable()
      table.integer('added_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['order_id'])
      table.index(['ticket_id'])
      table.index(['menu_item_id'])
    })
    this.schema.raw(`
      ALTER TABLE order_lines
        ADD CONSTRAINT order_lines_one_source CHECK ((menu_item_id IS NULL) <> (combo_id IS NULL)),
        ADD CONSTRAINT order_lines_quantity CHECK (quantity BETWEEN 1 AND 999),
        ADD CONSTRAINT order_lines_price CHECK (unit_price_cents BETWEEN 0 AND 10000000),
        ADD CONSTRAINT order_lines_course CHECK (course BETWEEN 1 AND 5),
        ADD CONSTRAINT order_lines_station_known CHECK (station IS NULL OR station IN ('kitchen', 'bar')),
        ADD CONSTRAINT order_lines_kitchen_status_known CHECK (kitchen_status IS NULL OR kitchen_status IN ('queued', 'preparing', 'ready', 'served')),
        ADD CONSTRAINT order_lines_sent_has_status CHECK ((sent_at IS NULL) = (kitchen_status IS NULL)),
        ADD CONSTRAINT order_lines_voided_has_reason CHECK (voided_at IS NULL OR void_reason IS NOT NULL)
    `)
  }

  async down() {
    this.schema.dropTable('order_lines')
    this.schema.dropTable('kitchen_tickets')
    this.schema.dropTable('orders')
  }
}
