import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A housekeeping task can end without the work being done: taking its room out
| of service cancels the room's open tasks.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE housekeeping_tasks
        DROP CONSTRAINT housekeeping_tasks_status_known,
        ADD CONSTRAINT housekeeping_tasks_status_known
          CHECK (status IN ('open', 'in_progress', 'done', 'cancelled'))
    `)
  }

  async down() {
    this.schema.raw(`
      ALTER TABLE housekeeping_tasks
        DROP CONSTRAINT housekeeping_tasks_status_known,
        ADD CONSTRAINT housekeeping_tasks_status_known
          CHECK (status IN ('open', 'in_progress', 'done'))
    `)
  }
}
