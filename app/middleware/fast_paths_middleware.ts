import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { readRawBody } from '#realtime/index'
import { realtimeServer } from '#services/realtime'
import { databaseAnswers } from '#services/health'
import { RETRY_AFTER_SECONDS } from '#services/outages'

/*
| Requests that need nothing of the router's middleware (no session, cookie,
| anti-forgery token, user or page) are answered here, first of the server
| middleware, before static files and routing:
|
|   GET /up           200 {status: 'ok'} when the database answers `select 1`, else 503
|                     with Retry-After
|   /apps/{appId}/…   the Pusher HTTP API: each request is signed with the app secret,
|                     and the realtime server checks the signature over the raw body
|
| Both answer JSON to machines; they carry X-Content-Type-Options: nosniff and no more.
*/
export default class FastPathsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    if (path === '/up' && ['GET', 'HEAD'].includes(ctx.request.method())) {
      ctx.response.header('X-Content-Type-Options', 'nosniff')
      return health(ctx)
    }
    if (path.startsWith('/apps/')) {
      ctx.response.header('X-Content-Type-Options', 'nosniff')
      return pusherHttpApi(ctx)
    }
    return next()
  }
}

async function health({ response }: HttpContext) {
  if (await databaseAnswers()) response.ok({ status: 'ok' })
  else {
    response.header('Retry-After', String(RETRY_AFTER_SECONDS))
    response.serviceUnavailable({ status: 'database unavailable' })
  }
}

async function pusherHttpApi({ request, response }: HttpContext) {
  const server = realtimeServer()
  if (!server) {
    response.serviceUnavailable({ error: 'Real-time is not running in this process' })
    return
  }
  const rawBody = await readRawBody(request.request)
  if (rawBody === undefined) {
    response.status(413).send({ error: 'Body too large' })
    return
  }
  const result = await server.handleHttpApi({
    method: request.method(),
    path: request.url(),
    query: Object.fromEntries(new URLSearchParams(request.url(true).split('?')[1] ?? '')),
    rawBody,
  })
  response.status(result.status).send(result.body)
}
