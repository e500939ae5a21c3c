import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The restaurant's sales totals: what the Sales and Products reports read, so
| a year's report sums a few thousand rows however many orders the year held.
|
| They are derived data, written by one writer (app/services/restaurant/
| sales_totals.ts) in the transaction that closes an order or takes a payment,
| and rebuilt from the orders and payments whenever in doubt:
|
| - restaurant_sales_hours: per local day and hour of closing, the orders
|   closed, their covers, gross (their subtotals), discounts and tips.
| - restaurant_item_sales: per local day of closing and item (a menu item's
|   id, or a combo's id negated), the priced lines' quantity, gross and share
|   of the discounts, and the item's share of the stock the orders consumed.
| - restaurant_payment_days: per local day of payment and method, the
|   payments and refunds and what they took, gave back and tipped.
|
| A local day is a day in the installation's time zone, the one recorded in
| sales_totals_state; `posada:prepare` rebuilds the totals when it changes.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('restaurant_sales_hours', (table) => {
      table.date('day').notNullable()
      table.smallint('hour').notNullable()
      table.integer('orders').notNullable()
      table.integer('covers').notNullable()
      table.bigint('gross_cents').notNullable()
      table.bigint('discount_cents').notNullable()
      table.bigint('tip_cents').notNullable()
      table.primary(['day', 'hour'])
    })
    this.schema.createTable('restaurant_item_sales', (table) => {
      table.date('day').notNullable()
      table.integer('item_key').notNullable()
      table.bigint('quantity').notNullable()
      table.bigint('gross_cents').notNullable()
      table.bigint('discount_cents').notNullable()
      table.bigint('cost_cents').notNullable()
      table.primary(['day', 'item_key'])
    })
    this.schema.createTable('restaurant_payment_days', (table) => {
      table.date('day').notNullable()
      table.string('method', 12).notNullable()
      table.integer('payments').notNullable()
      table.integer('refunds').notNullable()
      table.bigint('taken_cents').notNullable()
      table.bigint('refunded_cents').notNullable()
      table.bigint('tip_cents').notNullable()
      table.primary(['day', 'method'])
    })
    this.schema.createTable('sales_totals_state', (table) => {
      table.smallint('id').primary()
      table.string('zone', 64).notNullable()
      table.timestamp('rebuilt_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE sales_totals_state ADD CONSTRAINT sales_totals_state_one_row CHECK (id = 1)`
    )
  }

  async down() {
    this.schema.dropTable('sales_totals_state')
    this.schema.dropTable('restaurant_payment_days')
    this.schema.dropTable('restaurant_item_sales')
    this.schema.dropTable('restaurant_sales_hours')
  }
}
