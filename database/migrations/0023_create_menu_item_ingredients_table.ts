import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Recipes: which inventory products one portion of a menu item uses, and how
| much, in the product's stock unit or one convertible to it (kg ↔ g, l ↔ ml).
| A product in a recipe cannot be deleted; a dish's cost and margin are read
| from these lines and the products' average costs, never stored.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('menu_item_ingredients', (table) => {
      table.increments('id')
      table
        .integer('menu_item_id')
        .notNullable()
        .references('id')
        .inTable('menu_items')
        .onDelete('CASCADE')
      table
        .integer('product_id')
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.decimal('quantity', 14, 3).notNullable()
      table.string('unit', 8).notNullable()
      table.unique(['menu_item_id', 'product_id'])
      table.index(['product_id'])
    })
    this.schema.raw(`
      ALTER TABLE menu_item_ingredients
        ADD CONSTRAINT menu_item_ingredients_quantity_positive CHECK (quantity > 0),
        ADD CONSTRAINT menu_item_ingredients_unit_known CHECK (unit IN ('unit', 'kg', 'g', 'l', 'ml'))
    `)
  }

  async down() {
    this.schema.dropTable('menu_item_ingredients')
  }
}
