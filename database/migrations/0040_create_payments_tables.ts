import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Paying orders: payments, the cash drawers they go into, and the order's
| discount and tips.
|
| A payment settles part of an order's balance: `amount_cents` is what it takes
| off the balance (a refund is a negative payment that points at the payment it
| refunds and carries a reason); `tip_cents` is on top and never counts toward
| the balance. Cash records what was tendered and the change given back. A
| charge to room posts a folio charge on the in-house booking in the same
| transaction (`folio_charge_id`); an order is charged to a room once at most.
| Every payment carries the browser's `client_key`, so a retried request finds
| the first one's result.
|
| `orders.paid_cents` (0039) is the sum of an order's payments' amounts and
| `orders.tip_cents` the sum of their tips, kept by the writer under the
| order's row lock. The order closes when its balance (subtotal − discount −
| paid) reaches zero.
|
| A split bill is a set of parts, each an amount to pay its own way: by item
| (the part names its lines) or in equal parts (the remainder cent goes to the
| first part). A payment may name the part it pays.
|
| A cash drawer is one cashier's till: opened with a float, closed with the
| counted cash against the expected (float + cash taken − change given − cash
| refunds); the difference is stored. A cashier has at most one open drawer,
| and every cash payment goes into the cashier's open drawer.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('cash_drawers', (table) => {
      table.increments('id')
      table
        .integer('cashier_id')
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table.integer('float_cents').notNullable()
      table.timestamp('opened_at', { useTz: true }).notNullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.integer('closed_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.integer('expected_cents').nullable()
      table.integer('counted_cents').nullable()
      table.integer('difference_cents').nullable()
      table.text('close_note').notNullable().defaultTo('')
      table.index(['opened_at'])
    })
    this.schema.raw(`
      ALTER TABLE cash_drawers
        ADD CONSTRAINT cash_drawers_float CHECK (float_cents >= 0),
        ADD CONSTRAINT cash_drawers_closed_counted CHECK (
          closed_at IS NULL OR (counted_cents IS NOT NULL AND expected_cents IS NOT NULL AND difference_cents IS NOT NULL)
        )
    `)
    this.schema.raw(
      `CREATE UNIQUE INDEX cash_drawers_one_open_per_cashier ON cash_drawers (cashier_id) WHERE closed_at IS NULL`
    )

    this.schema.createTable('bill_parts', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE')
      table.smallint('position').notNullable()
      /* 'items' or 'equal': how the bill was split. */
      table.string('split', 6).notNullable()
      table.integer('amount_cents').notNullable()
      /* By item: the order lines this part pays for. */
      table.specificType('line_ids', 'integer[]').notNullable().defaultTo('{}')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['order_id', 'position'])
    })
    this.schema.raw(`
      ALTER TABLE bill_parts
        ADD CONSTRAINT bill_parts_split_known CHECK (split IN ('items', 'equal')),
        ADD CONSTRAINT bill_parts_amount CHECK (amount_cents >= 0)
    `)

    this.schema.createTable('payments', (table) => {
      table.increments('id')
      table.uuid('client_key').notNullable().unique()
      table
        .integer('order_id')
        .notNullable()
        .references('id')
        .inTable('orders')
        .onDelete('RESTRICT')
      table
        .integer('bill_part_id')
        .nullable()
        .references('id')
        .inTable('bill_parts')
        .onDelete('SET NULL')
      table.string('method', 12).notNullable()
      table.integer('amount_cents').notNullable()
      table.integer('tip_cents').notNullable().defaultTo(0)
      table.integer('tendered_cents').nullable()
      table.integer('change_cents').notNullable().defaultTo(0)
      table.string('reference', 80).notNullable().defaultTo('')
      table
        .integer('booking_id')
        .nullable()
        .references('id')
        .inTable('bookings')
        .onDelete('RESTRICT')
      table
        .integer('folio_charge_id')
        .nullable()
        .references('id')
        .inTable('folio_charges')
        .onDelete('RESTRICT')
      table
        .integer('cash_drawer_id')
        .nullable()
        .references('id')
        .inTable('cash_drawers')
        .onDelete('RESTRICT')
      table
        .integer('refund_of')
        .nullable()
        .references('id')
        .inTable('payments')
        .onDelete('RESTRICT')
      table.text('reason').nullable()
      table
        .integer('cashier_id')
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table.timestamp('paid_at', { useTz: true }).notNullable()
      table.index(['order_id'])
      table.index(['paid_at'])
      table.index(['cashier_id', 'paid_at'])
      table.index(['cash_drawer_id'])
    })
    this.schema.raw(`
      ALTER TABLE payments
        ADD CONSTRAINT payments_method_known CHECK (method IN ('cash', 'card', 'transfer', 'room_charge')),
        ADD CONSTRAINT payments_amount_nonzero CHECK (amount_cents <> 0),
        ADD CONSTRAINT payments_tip CHECK (tip_cents >= 0),
        ADD CONSTRAINT payments_change CHECK (change_cents >= 0),
        ADD CONSTRAINT payments_refund_has_reason CHECK (
          (amount_cents > 0 AND refund_of IS NULL) OR (amount_cents < 0 AND refund_of IS NOT NULL AND reason IS NOT NULL)
        ),
        ADD CONSTRAINT payments_room_charge_booking CHECK (method <> 'room_charge' OR booking_id IS NOT NULL),
        ADD CONSTRAINT payments_cash_drawer CHECK (method <> 'cash' OR cash_drawer_id IS NOT NULL)
    `)
    /* An order is charged to a room once at most. */
    this.schema.raw(
      `CREATE UNIQUE INDEX payments_one_room_charge_per_order ON payments (order_id) WHERE method = 'room_charge' AND amount_cents > 0`
    )

    this.schema.alterTable('orders', (table) => {
      table.integer('tip_cents').notNullable().defaultTo(0)
      /* The discount as given: a percent (basis points) or an amount; discount_cents is what it comes to. */
      table.string('discount_kind', 7).nullable()
      table.integer('discount_value').nullable()
      table.text('discount_reason').nullable()
      table
        .integer('discounted_by')
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table.integer('closed_by').nullable().references('id').inTable('users').onDelete('RESTRICT')
    })
    this.schema.raw(`
      ALTER TABLE orders
        ADD CONSTRAINT orders_tip CHECK (tip_cents >= 0),
        ADD CONSTRAINT orders_discount_kind_known CHECK (discount_kind IS NULL OR discount_kind IN ('percent', 'amount'))
    `)
    this.schema.raw(`CREATE INDEX orders_closed ON orders (closed_at) WHERE status = 'closed'`)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS orders_closed')
    this.schema.raw(
      'ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_tip, DROP CONSTRAINT IF EXISTS orders_discount_kind_known'
    )
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('tip_cents')
      table.dropColumn('discount_kind')
      table.dropColumn('discount_value')
      table.dropColumn('discount_reason')
      table.dropColumn('discounted_by')
      table.dropColumn('closed_by')
    })
    this.schema.dropTable('payments')
    this.schema.dropTable('bill_parts')
    this.schema.dropTable('cash_drawers')
  }
}
