import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { afterCommit } from '#services/after_commit'

/*
| A COMMIT that fails fails its transaction (app/services/commit_outcome.ts).
| PostgreSQL refuses a COMMIT deterministically when a deferred constraint is
| broken: the row below names a parent that does not exist, which is checked
| only at COMMIT. Without the check, `db.transaction` resolved as if saved.
*/
const TABLE = 'commit_outcome_probe'

test.group('A COMMIT that fails', (group) => {
  group.setup(async () => {
    await db.rawQuery(
      `CREATE TABLE ${TABLE} (id int PRIMARY KEY,
         parent int REFERENCES ${TABLE} (id) DEFERRABLE INITIALLY DEFERRED)`
    )
    return async () => {
      await db.rawQuery(`DROP TABLE ${TABLE}`)
    }
  })
  group.each.setup(async () => {
    await db.rawQuery(`DELETE FROM ${TABLE}`)
  })

  test('rejects the transaction, runs no after-commit work and leaves nothing written', async ({
    assert,
  }) => {
    let afterwards = false
    const error = await db
      .transaction(async (trx) => {
        await trx.rawQuery(`INSERT INTO ${TABLE} (id, parent) VALUES (1, 999)`)
        afterCommit(trx, () => {
          afterwards = true
        })
        return 'saved'
      })
      .then(
        (value) => value,
        (caught: unknown) => caught
      )
    assert.instanceOf(error, Error, 'the transaction answered as if it were saved')
    assert.equal((error as { code?: string }).code, '23503')
    assert.isFalse(afterwards)
    const [{ n }] = await db.from(TABLE).count('* as n')
    assert.equal(Number(n), 0)
  })

  test('a COMMIT that succeeds still answers the callback’s value and runs the after-commit work', async ({
    assert,
  }) => {
    let afterwards = false
    const value = await db.transaction(async (trx) => {
      await trx.rawQuery(`INSERT INTO ${TABLE} (id, parent) VALUES (1, NULL), (2, 1)`)
      afterCommit(trx, () => {
        afterwards = true
      })
      return 'saved'
    })
    assert.equal(value, 'saved')
    assert.isTrue(afterwards)
    const [{ n }] = await db.from(TABLE).count('* as n')
    assert.equal(Number(n), 2)
  })

  test('a transaction begun without a callback throws at commit() too', async ({ assert }) => {
    const trx = await db.transaction()
    await trx.rawQuery(`INSERT INTO ${TABLE} (id, parent) VALUES (3, 999)`)
    await assert.rejects(() => trx.commit())
    const [{ n }] = await db.from(TABLE).count('* as n')
    assert.equal(Number(n), 0)
  })
})
