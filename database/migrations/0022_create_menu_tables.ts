import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The menu: categories (each served from one station, the kitchen or the bar),
| items with their price in cents, and combos made of items. An item's
| `is_available` is the sold-out switch of service; `is_active` takes it off the
| menu altogether. Recipes (which inventory products a portion uses) come with
| the inventory tables they point to.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('menu_categories', (table) => {
      table.increments('id')
      table.specificType('name', 'citext').notNullable().unique()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.string('station', 10).notNullable().defaultTo('kitchen')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw(`
      ALTER TABLE menu_categories
        ADD CONSTRAINT menu_categories_station_known CHECK (station IN ('kitchen', 'bar')),
        ADD CONSTRAINT menu_categories_sort_order CHECK (sort_order BETWEEN 0 AND 9999)
    `)

    this.schema.createTable('menu_items', (table) => {
      table.increments('id')
      table
        .integer('category_id')
        .notNullable()
        .references('id')
        .inTable('menu_categories')
        .onDelete('RESTRICT')
      table.specificType('name', 'citext').notNullable().unique()
      table.text('description').notNullable().defaultTo('')
      table.integer('price_cents').notNullable()
      table.smallint('preparation_minutes').notNullable().defaultTo(10)
      table.boolean('is_available').notNullable().defaultTo(true)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['category_id'])
    })
    this.schema.raw(`
      ALTER TABLE menu_items
        ADD CONSTRAINT menu_items_price CHECK (price_cents BETWEEN 0 AND 10000000),
        ADD CONSTRAINT menu_items_preparation CHECK (preparation_minutes BETWEEN 0 AND 240)
    `)

    this.schema.createTable('menu_combos', (table) => {
      table.increments('id')
      table.specificType('name', 'citext').notNullable().unique()
      table.text('description').notNullable().defaultTo('')
      table.integer('price_cents').notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE menu_combos ADD CONSTRAINT menu_combos_price CHECK (price_cents BETWEEN 0 AND 10000000)`
    )

    this.schema.createTable('menu_combo_items', (table) => {
      table
        .integer('combo_id')
        .notNullable()
        .references('id')
        .inTable('menu_combos')
        .onDelete('CASCADE')
      table
        .integer('menu_item_id')
        .notNullable()
        .references('id')
        .inTable('menu_items')
        .onDelete('RESTRICT')
      table.smallint('quantity').notNullable().defaultTo(1)
      table.primary(['combo_id', 'menu_item_id'])
      table.index(['menu_item_id'])
    })
    this.schema.raw(
      `ALTER TABLE menu_combo_items ADD CONSTRAINT menu_combo_items_quantity CHECK (quantity BETWEEN 1 AND 20)`
    )
  }

  async down() {
    this.schema.dropTable('menu_combo_items')
    this.schema.dropTable('menu_combos')
    this.schema.dropTable('menu_items')
    this.schema.dropTable('menu_categories')
  }
}
