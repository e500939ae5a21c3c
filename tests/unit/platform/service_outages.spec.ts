import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { SessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import HttpExceptionHandler from '#exceptions/handler'
import { watchForOutages } from '#services/outages'
import { keptSessions } from '#services/session_store'

/*
| The one place that answers for a service that is away (app/services/outages.ts),
| the COMMIT whose outcome is unknown, and a session that cannot be saved after
| the request's work is done. The real outages are in
| tests/functional/platform/service_outages.spec.ts.
*/
/* Faults are reported as usual; here the report would only clutter the output. */
class QuietHandler extends HttpExceptionHandler {
  async report() {}
}

async function answerTo(error: unknown) {
  const ctx = await testUtils.createHttpContext()
  ctx.request.request.headers.accept = 'application/json'
  await new QuietHandler().handle(error, ctx)
  return {
    status: ctx.response.getStatus(),
    retryAfter: ctx.response.getHeader('retry-after'),
    body: ctx.response.getBody() as { message: string },
  }
}

const failure = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields)

/** A pg connection whose every query fails, wrapped as the pool wraps it. */
function failingConnection(error: () => Error) {
  const connection = {
    query: (_config: unknown, callback: (error: Error | null, result: unknown) => void) =>
      callback(error(), undefined),
  }
  watchForOutages(connection)
  return (text: string) =>
    new Promise<Error>((resolve) =>
      connection.query({ text, values: [] }, (failed) => resolve(failed!))
    )
}

test.group('Service outages | answers', () => {
  test('a database or Redis that is away answers 503 with Retry-After and says nothing was saved', async ({
    assert,
  }) => {
    const away = [
      failure('terminating connection due to administrator command', { code: '57P01' }),
      failure('the database system is starting up', { code: '57P03' }),
      failure('connection failure', { code: '08006' }),
      failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      failure('Connection terminated unexpectedly'),
      failure('Knex: Timeout acquiring a connection. The pool is probably full.', {
        name: 'KnexTimeoutError',
      }),
      failure('update "stock" - read ECONNRESET', { code: 'ECONNRESET' }),
      failure('canceling statement due to statement timeout', { code: '57014' }),
      failure('select * from "guests" - Query read timeout'),
    ]
    for (const error of away) {
      const answer = await answerTo(error)
      assert.equal(answer.status, 503, error.message)
      assert.equal(answer.retryAfter, '5')
      assert.match(answer.body.message, /database is unavailable.*it was not saved/)
    }
    for (const error of [
      failure('Connection is closed.'),
      failure('Reached the max retries per request limit (which is 1).', {
        name: 'MaxRetriesPerRequestError',
      }),
      failure('Command timed out'),
    ]) {
      const answer = await answerTo(error)
      assert.equal(answer.status, 503, error.message)
      assert.match(answer.body.message, /^Sessions are unavailable for a moment/)
    }
  })

  test('an outage is logged as one warning without a stack, not as an error', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    const lines: { level: string; fields: Record<string, unknown> }[] = []
    const record = (level: string) => (fields: Record<string, unknown>) =>
      lines.push({ level, fields })
    const logger = { warn: record('warn'), error: record('error'), log: record('log') }
    Object.assign(ctx, { logger })
    await new HttpExceptionHandler().report(
      failure('terminating connection due to administrator command', { code: '57P01' }),
      ctx
    )
    assert.deepEqual(
      lines.map((line) => line.level),
      ['warn']
    )
    assert.notProperty(lines[0].fields, 'err')
  })

  test('an ordinary fault is still a 500', async ({ assert }) => {
    const answer = await answerTo(failure('column "nope" does not exist', { code: '42703' }))
    assert.equal(answer.status, 500)
    assert.isUndefined(answer.retryAfter)
  })

  test('a COMMIT cut off after it was sent answers that the change may or may not be saved', async ({
    assert,
  }) => {
    const lost = failingConnection(() => failure('Connection terminated unexpectedly'))
    const atCommit = await answerTo(await lost('COMMIT;'))
    assert.equal(atCommit.status, 503)
    assert.match(atCommit.body.message, /may or may not have been saved/)
    const beforeCommit = await answerTo(
      await lost('insert into "guests" ("last_name") values ($1)')
    )
    assert.match(beforeCommit.body.message, /it was not saved/)

    /* A connection already broken never sent the COMMIT: nothing was saved. */
    const broken = failingConnection(() =>
      failure('Client has encountered a connection error and is not queryable')
    )
    assert.match((await answerTo(await broken('COMMIT;'))).body.message, /it was not saved/)

    /* A COMMIT the server refused (a deferred constraint) is no outage. */
    const refused = failingConnection(() => failure('violates foreign key', { code: '23503' }))
    assert.notEqual((await answerTo(await refused('COMMIT;'))).status, 503)
  })

  test('a statement that got no answer in time closes its connection, so the pool drops it', async ({
    assert,
  }) => {
    let destroyed = 0
    const connection = {
      connection: { stream: { destroy: () => destroyed++ } },
      query: (_config: unknown, callback: (error: Error | null, result: unknown) => void) =>
        callback(new Error('Query read timeout'), undefined),
    }
    watchForOutages(connection)
    const error = await new Promise<Error | null>((resolve) =>
      connection.query({ text: 'select 1', values: [] }, resolve)
    )
    assert.equal(destroyed, 1)
    assert.equal((await answerTo(error)).status, 503)
    /* A COMMIT that got no answer may have been saved. */
    const unanswered = failingConnection(() => failure('Query read timeout'))
    assert.match((await answerTo(await unanswered('COMMIT;'))).body.message, /may or may not/)
  })
})

test.group('Service outages | sessions', () => {
  test('a session that cannot be saved after the work is done leaves the response as it is', async ({
    assert,
  }) => {
    const away = async () => {
      throw failure('Connection is closed.')
    }
    const inner: SessionStoreContract = {
      read: async () => null,
      write: away,
      touch: away,
      destroy: async () => {},
    }
    const ctx = await testUtils.createHttpContext()
    const config = { age: '2h', cookie: {} } as SessionConfig
    const store = keptSessions(() => inner)(ctx, config)
    await store.write('session-id', { auth_web: 1, flash: { success: 'Guest created' } })
    await store.touch('session-id')
    assert.equal(ctx.response.getStatus(), 200)
  })
})
