import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An order merged into another is voided, and its stock consumption stays on
| the ledger under its own number (the ledger is append-only). merged_into_order_id
| names the order that carried on with its lines, so what it consumed is
| counted as that order's cost when it closes. Orders merged into the merged
| one are pointed on to the new target at the same time: one step always
| reaches the order that closes.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.integer('merged_into_order_id').nullable().references('id').inTable('orders')
    })
    this.schema.raw(
      'CREATE INDEX orders_merged_into ON orders (merged_into_order_id) WHERE merged_into_order_id IS NOT NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS orders_merged_into')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('merged_into_order_id')
    })
  }
}
