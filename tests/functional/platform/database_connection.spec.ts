import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { CUSTOM_PLAN } from '#services/prepared_statements'

test.group('Database connection', () => {
  test('the database-backed rate limiter keeps working after the connection is recycled', async ({
    assert,
  }) => {
    const store = limiter.use('database', { requests: 5, duration: '1 minute' })
    const key = `probe_${Date.now()}`
    await store.consume(key)
    /* Prepared statements of a closed connection must not break the next one (PGlite keeps one session). */
    const knexClient = db.connection().getWriteClient().client as any
    const connection = await knexClient.acquireConnection()
    await knexClient.releaseConnection(connection)
    await knexClient.destroyRawConnection(connection)
    await store.consume(key)
    assert.equal(await store.remaining(key), 3)
    await store.delete(key)
  })
})

test.group('Database connection | prepared reads', () => {
  test('a read runs as a named prepared statement; a write, or a read marked CUSTOM_PLAN, does not', async ({
    assert,
  }) => {
    /* A pooled connection keeps what earlier tests prepared: these texts are new to it. */
    const tag = `probe_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    await db.transaction(async (trx) => {
      await trx.from('permissions').where('name', 'users.manage').select(`id as ${tag}`)
      await trx.from('permissions').where('name', 'roles.manage').select(`id as ${tag}`)
      await trx.rawQuery(`UPDATE permissions SET description = description WHERE name = '${tag}'`)
      const custom = trx
        .from('permissions')
        .where('name', 'events.view')
        .select(`is_system as ${tag}_custom`)
      custom.knexQuery.comment(CUSTOM_PLAN)
      await custom
      const { rows } = await trx.rawQuery('SELECT name, statement FROM pg_prepared_statements')
      const statements = (rows as { name: string; statement: string }[]).filter(
        (row) => row.name.startsWith('posada_') && row.statement.includes(tag)
      )
      const reads = statements.filter((row) => row.statement.includes('from "permissions"'))
      assert.lengthOf(reads, 1)
      assert.notInclude(reads[0].statement, `${tag}_custom`)
      assert.isFalse(statements.some((row) => row.statement.startsWith('UPDATE')))
      assert.isFalse(statements.some((row) => row.statement.includes(CUSTOM_PLAN)))
    })
  })

  test('a statement prepared before its table changed is prepared again', async ({ assert }) => {
    const knexClient = db.connection().getWriteClient().client as any
    const connection = await knexClient.acquireConnection()
    const run = (text: string) =>
      new Promise<{ rows: Record<string, unknown>[] }>((resolve, reject) =>
        connection.query({ text, values: [] }, (error: Error | null, result: any) =>
          error ? reject(error) : resolve(result)
        )
      )
    try {
      await run('CREATE TEMPORARY TABLE prepared_probe (id int)')
      await run('INSERT INTO prepared_probe VALUES (1)')
      assert.deepEqual((await run('SELECT * FROM prepared_probe')).rows, [{ id: 1 }])
      await run('ALTER TABLE prepared_probe ADD COLUMN label text')
      assert.deepEqual((await run('SELECT * FROM prepared_probe')).rows, [{ id: 1, label: null }])
    } finally {
      await run('DROP TABLE IF EXISTS prepared_probe')
      await knexClient.releaseConnection(connection)
    }
  })
})

test.group('Database connection | event loop', () => {
  test('a long query leaves the event loop free (the embedded database has a thread of its own)', async ({
    assert,
  }) => {
    let turns = 0
    let running = true
    const spin = () => {
      turns += 1
      if (running) setImmediate(spin)
    }
    setImmediate(spin)
    try {
      await db.rawQuery('SELECT count(*) FROM generate_series(1, 500000)')
    } finally {
      running = false
    }
    /* In the web process's own thread, the query would run in one blocking call: a handful of turns. */
    assert.isAbove(turns, 50)
  })
})
