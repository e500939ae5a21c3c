import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('permissions', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable().unique()
      table.string('area', 40).notNullable().index()
      table.string('description', 255).notNullable().defaultTo('')
      table.boolean('is_system').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE permissions ADD CONSTRAINT permissions_name_format CHECK (name ~ '^[a-z_]+(\\.[a-z_]+){1,3}$')`
    )

    this.schema.createTable('roles', (table) => {
      table.increments('id')
      table.specificType('name', 'citext').notNullable().unique()
      table.string('description', 255).notNullable().defaultTo('')
      table.boolean('is_system').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('role_permissions', (table) => {
      table.integer('role_id').notNullable().references('id').inTable('roles').onDelete('CASCADE')
      table
        .integer('permission_id')
        .notNullable()
        .references('id')
        .inTable('permissions')
        .onDelete('CASCADE')
      table.primary(['role_id', 'permission_id'])
    })

    this.schema.createTable('user_roles', (table) => {
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('role_id').notNullable().references('id').inTable('roles').onDelete('RESTRICT')
      table.primary(['user_id', 'role_id'])
      table.index(['role_id'])
    })
  }

  async down() {
    this.schema.dropTable('user_roles')
    this.schema.dropTable('role_permissions')
    this.schema.dropTable('roles')
    this.schema.dropTable('permissions')
  }
}
