import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Invoice numbers with no gaps. The number used to follow the row's serial id,
| and a serial is never given back: a check-out that rolled back after its
| invoice was inserted left a hole in the series. Numbers now come from one
| counter row, incremented inside the check-out's own transaction: its row lock
| makes concurrent check-outs take their numbers one after the other, and a
| rollback gives the number back with everything else.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE invoice_counters (
        id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT invoice_counters_one_row CHECK (id = 1),
        last_number integer NOT NULL CONSTRAINT invoice_counters_not_negative CHECK (last_number >= 0)
      )
    `)
    this.schema.raw(
      `INSERT INTO invoice_counters (id, last_number) SELECT 1, coalesce(max(id), 0) FROM invoices`
    )
    this.schema.raw(`ALTER TABLE invoices ALTER COLUMN number DROP EXPRESSION`)
    this.schema.raw(`
      ALTER TABLE invoices
        ALTER COLUMN number SET NOT NULL,
        ADD CONSTRAINT invoices_number_format CHECK (number ~ '^INV-[0-9]{6,8}$')
    `)
  }

  async down() {
    this.schema.raw(`ALTER TABLE invoices DROP COLUMN number`)
    this.schema.raw(
      `ALTER TABLE invoices ADD COLUMN number varchar(12) GENERATED ALWAYS AS ('INV-' || lpad(id::text, 6, '0')) STORED UNIQUE`
    )
    this.schema.raw(`DROP TABLE invoice_counters`)
  }
}
