import { BaseSchema } from '@adonisjs/lucid/schema'
import { appZone } from '#services/clock'

/*
| What sales took from stock, per local day (APP_TZ) and product: the quantity
| and value of the day's sale_consumption movements, positive. Derived data
| with one writer (app/services/inventory/consumption_days.ts, called by the
| stock ledger in the movement's transaction); the dashboards read it instead
| of a month of movements. Existing movements are added here.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stock_consumption_days', (table) => {
      table.date('day').notNullable()
      table
        .integer('product_id')
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.decimal('quantity', 14, 3).notNullable()
      table.bigInteger('value_cents').notNullable()
      table.primary(['day', 'product_id'])
    })
    this.defer((db) =>
      db.rawQuery(
        `INSERT INTO stock_consumption_days (day, product_id, quantity, value_cents)
         SELECT (occurred_at AT TIME ZONE ?)::date, product_id, -sum(quantity), -sum(value_cents)
           FROM stock_movements WHERE kind = 'sale_consumption'
          GROUP BY 1, 2`,
        [appZone()]
      )
    )
  }

  async down() {
    this.schema.dropTable('stock_consumption_days')
  }
}
