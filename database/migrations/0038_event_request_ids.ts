import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An event keeps the id of the request that made it (request.id(), which the
| request's log lines carry too), so a line of the activity log can be matched
| with the server's logs.
| Events written outside a request (seeds, commands) have none.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.string('request_id', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('events', (table) => {
      table.dropColumn('request_id')
    })
  }
}
