import type { HttpContext } from '@adonisjs/core/http'
import { realtimeServer } from '#services/realtime'

/**
 * The Pusher HTTP API (publish, channel info, presence users) on the app's own port,
 * for any system with a Pusher server SDK. Requests are signed with the app key and
 * secret, so the route needs no session: the realtime server checks the signature
 * over the body exactly as it arrived.
 */
export default class PusherApiController {
  async handle({ request, response }: HttpContext) {
    const server = realtimeServer()
    if (!server) return response.serviceUnavailable({ error: 'Real-time is not running in this process' })
    const query = request.url(true).split('?')[1] ?? ''
    const result = await server.handleHttpApi({
      method: request.method(),
      path: request.url(),
      query: Object.fromEntries(new URLSearchParams(query)),
      rawBody: request.raw() ?? '',
    })
    return response.status(result.status).send(result.body)
  }
}
