import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Customers: the restaurant's and events' clientele, persons or companies. One
| customer per e-mail and per phone number (compared as digits only, so
| "+1 (555) 010-2030" and "1 555 0102030" are the same number): the form checks
| first for a clear message, these unique indexes have the last word. A customer
| may be the same person as one hotel guest profile.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('customers', (table) => {
      table.increments('id')
      table.string('kind', 10).notNullable().defaultTo('person')
      table.string('name', 160).notNullable()
      table.string('tax_id', 40).notNullable().defaultTo('')
      table.specificType('email', 'citext').nullable()
      table.string('phone', 40).notNullable().defaultTo('')
      table.text('address').notNullable().defaultTo('')
      table.text('notes').notNullable().defaultTo('')
      table.boolean('marketing_consent').notNullable().defaultTo(false)
      table.specificType('tags', 'text[]').notNullable().defaultTo(this.raw(`'{}'::text[]`))
      table
        .integer('guest_id')
        .nullable()
        .unique()
        .references('id')
        .inTable('guests')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['name'])
    })
    this.schema.raw(`
      ALTER TABLE customers
        ADD COLUMN phone_digits varchar(40) GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED,
        ADD CONSTRAINT customers_kind_known CHECK (kind IN ('person', 'company')),
        ADD CONSTRAINT customers_name_present CHECK (btrim(name) <> '')
    `)
    this.schema.raw(
      `CREATE UNIQUE INDEX customers_email_unique ON customers (email) WHERE email IS NOT NULL`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX customers_phone_unique ON customers (phone_digits) WHERE phone_digits <> ''`
    )
    this.schema.raw(`CREATE INDEX customers_tags ON customers USING gin (tags)`)
  }

  async down() {
    this.schema.dropTable('customers')
  }
}
