import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'

test.group('Database connection', () => {
  test('the database-backed rate limiter keeps working after the connection is recycled', async ({ assert }) => {
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
