import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The activity log. Append-only in the database itself: a trigger refuses every
| UPDATE and DELETE, whoever sends it.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('events', (table) => {
      table.bigIncrements('id')
      table.string('type', 80).notNullable()
      table.string('area', 40).notNullable()
      table.integer('actor_id').nullable().references('id').inTable('users').onDelete('RESTRICT')
      table.string('actor_label', 160).nullable()
      table.string('subject_type', 60).nullable()
      table.string('subject_id', 60).nullable()
      table.string('subject_label', 200).nullable()
      table.jsonb('changes').nullable()
      table.jsonb('metadata').nullable()
      table.string('ip', 64).nullable()
      table.string('user_agent', 400).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
      table.index(['area', 'created_at'])
      table.index(['type'])
      table.index(['actor_id', 'created_at'])
      table.index(['subject_type', 'subject_id'])
    })

    this.schema.raw(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END;
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()
    `)
    this.schema.raw(`
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS events_no_truncate ON events')
    this.schema.raw('DROP TRIGGER IF EXISTS events_append_only ON events')
    this.schema.dropTable('events')
    this.schema.raw('DROP FUNCTION IF EXISTS events_are_append_only()')
  }
}
