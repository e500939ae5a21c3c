import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#exceptions/handler'
import {
  ConflictError,
  InvalidInputError,
  NotAllowedError,
  StaleEditError,
} from '#exceptions/domain_errors'
import { InsufficientStockError } from '#exceptions/inventory/stock_ledger_errors'
import Event from '#models/events/event'
import { recordEvent } from '#services/record_event'
import { systemAudit, auditOf } from '#services/audit_context'
import { createUser } from '#tests/helpers/identity'

/*
| The one place that turns an action's refusal into an answer: a JSON client
| reads the status and the body; a page goes back with the message (under its
| field, or as the flash when it names none).
*/
async function answerTo(error: Error, headers: Record<string, string>) {
  const ctx = await testUtils.createHttpContext()
  for (const [name, value] of Object.entries(headers)) ctx.request.request.headers[name] = value
  const flashed: Record<string, unknown> = {}
  const session = {
    flash: (key: string, value: unknown) => (flashed[key] = value),
    pull: () => undefined,
  }
  Object.assign(ctx, { session })
  await new HttpExceptionHandler().handle(error, ctx)
  return { ctx, flashed }
}

test.group('Domain errors', () => {
  test('each kind has its status and code', ({ assert }) => {
    const kinds = [
      [new ConflictError('taken'), 409, 'E_CONFLICT'],
      [new StaleEditError('changed'), 409, 'E_STALE_EDIT'],
      [new NotAllowedError('not now'), 409, 'E_NOT_ALLOWED'],
      [new InvalidInputError('wrong'), 422, 'E_INVALID_INPUT'],
    ] as const
    for (const [error, status, code] of kinds) {
      assert.equal(error.status, status)
      assert.equal(error.code, code)
      assert.isNull(error.field)
    }
    const stock = new InsufficientStockError({ id: 1, sku: 'MILK', unit: 'l' }, '1.000', '2.000')
    assert.equal(stock.status, 409)
    assert.equal(stock.code, 'E_INSUFFICIENT_STOCK')
    assert.equal(stock.field, 'quantity')
  })

  test('a JSON client gets the status and a body naming the field', async ({ assert }) => {
    const { ctx } = await answerTo(
      new StaleEditError('Changed meanwhile', { field: 'lockVersion' }),
      {
        accept: 'application/json',
      }
    )
    assert.equal(ctx.response.getStatus(), 409)
    assert.deepEqual(ctx.response.getBody(), {
      status: 409,
      code: 'E_STALE_EDIT',
      message: 'Changed meanwhile',
      field: 'lockVersion',
      errors: [{ field: 'lockVersion', message: 'Changed meanwhile' }],
    })
  })

  test('a page gets a refusal without a field as its flash, and goes back', async ({ assert }) => {
    const { ctx, flashed } = await answerTo(new NotAllowedError('Not in this state'), {
      'accept': 'text/html',
      'x-inertia': 'true',
      'referer': 'http://localhost/somewhere',
    })
    assert.deepEqual(flashed, { error: 'Not in this state' })
    assert.equal(ctx.response.getStatus(), 302)
    assert.equal(ctx.response.getHeader('location'), 'http://localhost/somewhere')
  })
})

test.group('Audit context', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an event keeps who, from where and which request', async ({ assert }) => {
    const user = await createUser()
    const ctx = await testUtils.createHttpContext()
    ctx.request.request.headers['user-agent'] = 'Front desk tablet'
    ctx.request.request.headers['x-request-id'] = 'req-42'
    Object.assign(ctx, { auth: { user } })
    await recordEvent(null, { type: 'identity.test', audit: auditOf(ctx) })

    const event = await Event.query().where('type', 'identity.test').firstOrFail()
    assert.equal(event.actorId, user.id)
    assert.equal(event.userAgent, 'Front desk tablet')
    assert.equal(event.requestId, 'req-42')
  })

  test('outside a request the event names its actor and nothing else', async ({ assert }) => {
    const user = await createUser()
    await recordEvent(null, { type: 'identity.test', audit: systemAudit(user) })
    const event = await Event.query().where('type', 'identity.test').firstOrFail()
    assert.equal(event.actorId, user.id)
    assert.isNull(event.ip)
    assert.isNull(event.requestId)
  })
})
