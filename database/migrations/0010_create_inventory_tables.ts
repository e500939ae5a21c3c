import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Inventory: categories, suppliers, products and the stock ledger.
|
| A product's on_hand, stock_value_cents and average_cost_cents are running
| balances written only by the stock ledger (app/services/inventory/stock_ledger.ts)
| under a row lock on the product, in the same transaction as the movement that
| changes them. stock_movements is append-only, enforced by a trigger like the
| events table: a correction is a new movement, never an edit.
|
| Quantities are numeric(14,3) in the product's stock unit; money is integer
| cents; unit costs are cents with 4 decimals (numeric(18,4)).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('inventory_categories', (table) => {
      table.increments('id')
      table.specificType('name', 'citext').notNullable().unique()
      /* One level of nesting: a child's parent has no parent (checked by the app). */
      table
        .integer('parent_id')
        .nullable()
        .references('id')
        .inTable('inventory_categories')
        .onDelete('RESTRICT')
      table.text('description').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['parent_id'])
    })
    this.schema.raw(`
      ALTER TABLE inventory_categories
        ADD CONSTRAINT inventory_categories_name_length CHECK (char_length(name) BETWEEN 1 AND 80),
        ADD CONSTRAINT inventory_categories_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)
    `)

    this.schema.createTable('suppliers', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('tax_id', 40).nullable()
      table.string('contact_name', 120).nullable()
      table.specificType('email', 'citext').nullable()
      table.string('phone', 40).nullable()
      table.text('address').nullable()
      table.string('payment_terms', 80).nullable()
      table.smallint('lead_time_days').notNullable().defaultTo(0)
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['name'])
    })
    this.schema.raw(`
      ALTER TABLE suppliers
        ADD CONSTRAINT suppliers_lead_time_range CHECK (lead_time_days BETWEEN 0 AND 365),
        ADD CONSTRAINT suppliers_email_length CHECK (email IS NULL OR char_length(email) <= 254)
    `)

    this.schema.createTable('products', (table) => {
      table.increments('id')
      table.specificType('sku', 'citext').notNullable().unique()
      table.string('name', 120).notNullable()
      table
        .integer('category_id')
        .notNullable()
        .references('id')
        .inTable('inventory_categories')
        .onDelete('RESTRICT')
      /* The stock unit: what on_hand, reorder figures and movements count in. */
      table.string('unit', 8).notNullable()
      /* A label for how it is bought ('case of 24', 'sack'), and stock units in one of it. */
      table.string('purchase_unit', 20).nullable()
      table.decimal('purchase_unit_factor', 14, 3).notNullable().defaultTo(1)
      table
        .integer('preferred_supplier_id')
        .nullable()
        .references('id')
        .inTable('suppliers')
        .onDelete('RESTRICT')
      table.decimal('reorder_point', 14, 3).notNullable().defaultTo(0)
      table.decimal('reorder_quantity', 14, 3).notNullable().defaultTo(0)
      table.boolean('active').notNullable().defaultTo(true)
      /* Running balances, written only by the stock ledger. */
      table.decimal('on_hand', 14, 3).notNullable().defaultTo(0)
      table.bigInteger('stock_value_cents').notNullable().defaultTo(0)
      table.decimal('average_cost_cents', 18, 4).notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.integer('lock_version').notNullable().defaultTo(0)
      table.index(['preferred_supplier_id'])
      table.index(['category_id'])
      table.index(['active'])
      table.index(['name'])
    })
    this.schema.raw(`
      ALTER TABLE products
        ADD CONSTRAINT products_unit_known CHECK (unit IN ('unit', 'kg', 'g', 'l', 'ml')),
        ADD CONSTRAINT products_sku_length CHECK (char_length(sku) BETWEEN 1 AND 40),
        ADD CONSTRAINT products_purchase_unit_factor_positive CHECK (purchase_unit_factor > 0),
        ADD CONSTRAINT products_reorder_point_not_negative CHECK (reorder_point >= 0),
        ADD CONSTRAINT products_reorder_quantity_not_negative CHECK (reorder_quantity >= 0),
        ADD CONSTRAINT products_average_cost_not_negative CHECK (average_cost_cents >= 0)
    `)
    /*
    | LowStock reads only the products it lists: active ones below zero, or at or
    | below a reorder point that is set (a reorder point of 0 means "not tracked").
    | The query repeats this predicate so the planner uses the partial index.
    */
    this.schema.raw(`
      CREATE INDEX products_low_stock ON products (preferred_supplier_id, name)
      WHERE active AND (on_hand < 0 OR (reorder_point > 0 AND on_hand <= reorder_point))
    `)

    this.schema.createTable('stock_movements', (table) => {
      table.bigIncrements('id')
      table
        .integer('product_id')
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.string('kind', 24).notNullable()
      table.string('reason', 16).nullable()
      /* Signed, in stock units: positive in, negative out. */
      table.decimal('quantity', 14, 3).notNullable()
      table.decimal('unit_cost_cents', 18, 4).notNullable()
      /* Signed: value added to or removed from stock. */
      table.bigInteger('value_cents').notNullable()
      table.decimal('balance_after', 14, 3).notNullable()
      table.bigInteger('value_after_cents').notNullable()
      table.decimal('average_cost_after_cents', 18, 4).notNullable()
      /* Stocktake entries: what the books said and what was counted. */
      table.decimal('expected_quantity', 14, 3).nullable()
      table.decimal('counted_quantity', 14, 3).nullable()
      table.string('reference_type', 40).nullable()
      table.string('reference_id', 60).nullable()
      table.string('reference_label', 80).nullable()
      /* Foreign key added with the purchase orders (0011). */
      table.integer('purchase_order_line_id').nullable()
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.text('note').nullable()
      /*
      | Taken when the row is written, which is after the product's row lock is
      | held: per product, id order and occurred_at order agree.
      */
      table
        .timestamp('occurred_at', { useTz: true })
        .notNullable()
        .defaultTo(this.raw('clock_timestamp()'))
      table.index(['product_id', 'occurred_at', 'id'])
      table.index(['occurred_at'])
      table.index(['kind', 'occurred_at'])
      table.index(['reference_type', 'reference_id'])
      table.index(['purchase_order_line_id'])
    })
    this.schema.raw(`
      ALTER TABLE stock_movements
        ADD CONSTRAINT stock_movements_kind_known CHECK (kind IN ('purchase_receipt', 'sale_consumption', 'adjustment', 'return_to_supplier')),
        ADD CONSTRAINT stock_movements_reason_known CHECK (reason IS NULL OR reason IN ('stocktake', 'damage', 'waste', 'correction')),
        ADD CONSTRAINT stock_movements_adjustment_has_reason CHECK (kind <> 'adjustment' OR reason IS NOT NULL),
        ADD CONSTRAINT stock_movements_quantity_not_zero CHECK (quantity <> 0),
        ADD CONSTRAINT stock_movements_direction CHECK (
          (kind = 'purchase_receipt' AND quantity > 0)
          OR (kind IN ('sale_consumption', 'return_to_supplier') AND quantity < 0)
          OR kind = 'adjustment'
        ),
        ADD CONSTRAINT stock_movements_unit_cost_not_negative CHECK (unit_cost_cents >= 0),
        ADD CONSTRAINT stock_movements_average_cost_not_negative CHECK (average_cost_after_cents >= 0)
    `)

    this.schema.raw(`
      CREATE FUNCTION stock_movements_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'stock movements are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END;
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
      FOR EACH ROW EXECUTE FUNCTION stock_movements_are_append_only()
    `)
    this.schema.raw(`
      CREATE TRIGGER stock_movements_no_truncate BEFORE TRUNCATE ON stock_movements
      FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_are_append_only()
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS stock_movements_no_truncate ON stock_movements')
    this.schema.raw('DROP TRIGGER IF EXISTS stock_movements_append_only ON stock_movements')
    this.schema.dropTable('stock_movements')
    this.schema.raw('DROP FUNCTION IF EXISTS stock_movements_are_append_only()')
    this.schema.dropTable('products')
    this.schema.dropTable('suppliers')
    this.schema.dropTable('inventory_categories')
  }
}
