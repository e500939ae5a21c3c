import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/identity/user'
import { afterCommit } from '#services/after_commit'
import { QueryOutsideTransaction } from '#services/transaction_guard'
import { createUser } from '#tests/helpers/identity'

const OUTSIDE = /second database connection while this request holds one in an open transaction/

/*
| The guard is on in tests (POSADA_TRANSACTION_GUARD defaults to on outside
| production). Inside a managed transaction, a query that would take another
| connection fails at once instead of waiting for the one its transaction holds.
*/
test.group('Transaction guard: with the test suite’s global transaction', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a query without the transaction’s client inside a transaction fails at once', async ({
    assert,
  }) => {
    const user = await createUser()
    const error = await db
      .transaction(async () => {
        await User.find(user.id)
      })
      .catch((caught: unknown) => caught)
    assert.instanceOf(error, QueryOutsideTransaction)
    assert.match((error as Error).message, OUTSIDE)
    assert.equal((error as QueryOutsideTransaction).code, 'E_QUERY_OUTSIDE_TRANSACTION')
  })

  test('a raw query on db and a new top-level transaction inside a transaction fail too', async ({
    assert,
  }) => {
    await assert.rejects(() => db.transaction(async () => db.rawQuery('select 1')), OUTSIDE)
    await assert.rejects(
      () => db.transaction(async () => db.transaction(async (inner) => inner.rawQuery('select 1'))),
      OUTSIDE
    )
  })

  test('queries with the transaction’s client, its savepoints and its parent work', async ({
    assert,
  }) => {
    const user = await createUser({ fullName: 'Guarded Gina' })
    const names = await db.transaction(async (trx) => {
      const found = await User.find(user.id, { client: trx })
      const nested = await trx.transaction(async (savepoint) => {
        const inner = await User.query({ client: savepoint }).where('id', user.id).firstOrFail()
        const parent = await User.query({ client: trx }).where('id', user.id).firstOrFail()
        const deeper = await savepoint.transaction((deepest) =>
          deepest.from('users').where('id', user.id).select('full_name').firstOrFail()
        )
        return [inner.fullName, parent.fullName, deeper.full_name]
      })
      return [found?.fullName, ...nested]
    })
    assert.deepEqual(names, Array(4).fill('Guarded Gina'))
  })

  test('after-commit work and anything after the transaction query normally', async ({
    assert,
  }) => {
    const user = await createUser({ fullName: 'Later Lena' })
    let later: string | undefined
    let done!: () => void
    const ran = new Promise<void>((resolve) => (done = resolve))
    await db.transaction(async (trx) => {
      await trx.transaction(async (savepoint) => {
        afterCommit(savepoint, async () => {
          later = (await User.findOrFail(user.id)).fullName
          done()
        })
      })
    })
    await ran
    assert.equal(later, 'Later Lena')
    assert.equal((await User.findOrFail(user.id)).fullName, 'Later Lena')
  })

  test('a refused query rolls its transaction back: nothing is written', async ({ assert }) => {
    await assert.rejects(
      () =>
        db.transaction(async (trx) => {
          const now = new Date()
          await trx.table('roles').insert({ name: 'Guard probe', created_at: now, updated_at: now })
          await db.from('roles').where('name', 'Guard probe').first()
        }),
      OUTSIDE
    )
    assert.isNull(await db.from('roles').where('name', 'Guard probe').first())
  })
})

/*
| Without the global transaction queries go to the pool, as on a running server;
| on the embedded database the pool has one connection, which the transaction
| holds, so without the guard these would wait for the pool's acquire timeout.
*/
test.group('Transaction guard: on the connection pool', () => {
  test('a query that would take another pool connection fails at once', async ({ assert }) => {
    await assert.rejects(
      () => db.transaction(async () => db.from('users').count('* as total')),
      OUTSIDE
    )
    await assert.rejects(
      () => db.transaction(async () => db.transaction((inner) => inner.rawQuery('select 1'))),
      OUTSIDE
    )
    const [inside, after] = [
      await db.transaction((trx) => trx.rawQuery('select 1 as one')),
      await db.rawQuery('select 2 as two'),
    ]
    assert.equal(inside.rows[0].one, 1)
    assert.equal(after.rows[0].two, 2)
  })

  test('after-commit work queries the pool once the transaction has committed', async ({
    assert,
  }) => {
    let later: number | undefined
    let done!: () => void
    const ran = new Promise<void>((resolve) => (done = resolve))
    await db.transaction(async (trx) => {
      await trx.rawQuery('select 1')
      afterCommit(trx, async () => {
        later = (await db.rawQuery('select 3 as three')).rows[0].three
        done()
      })
    })
    await ran
    assert.equal(later, 3)
  })
})
