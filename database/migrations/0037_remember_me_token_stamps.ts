import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A remember-me token keeps the security stamp its user had when it was issued; it
| signs in only while the user still has that stamp (a password change or a
| deactivation rotates it). Tokens issued before keep working under the stamp the
| user has now.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('remember_me_tokens', (table) => {
      table.string('security_stamp', 64).nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE remember_me_tokens AS t SET security_stamp = u.security_stamp
           FROM users AS u WHERE u.id = t.tokenable_id`
      )
    })
  }

  async down() {
    this.schema.alterTable('remember_me_tokens', (table) => {
      table.dropColumn('security_stamp')
    })
  }
}
