/*
| Public API of Posada's realtime server (Pusher protocol 7, Reverb-compatible).
|
|   const realtime = createRealtimeServer({ apps: [{ id, key, secret }], allowedOrigins: [appUrl] })
|   realtime.attach(nodeHttpServer)          // ws://host:port/app/{key} on the app's own port
|   await realtime.ready()                   // with redisUrl: receiving other processes' broadcasts
|   const { status, body } = await realtime.handleHttpApi({ method, path, query, rawBody })
|   const rawBody = await readRawBody(nodeRequest)   // undefined when over 1 MB
|   realtime.trigger({ channels: ['private-reservation.1'], event: 'updated', data: { id: 1 } })
|   await realtime.shutdown()                // clients get 4200 and reconnect
*/

export { createRealtimeServer, RealtimeServer } from './realtime_server.js'
export { signChannelAuth, signUserAuth } from './signatures.js'
export { ErrorCode, Limits } from './protocol.js'
export { MAX_API_BODY_BYTES, readRawBody } from './read_body.js'
export type {
  HttpApiRequest,
  HttpApiResponse,
  PresenceMember,
  RealtimeApp,
  RealtimeLogger,
  RealtimeServerOptions,
  RealtimeStats,
  TriggerInput,
} from './types.js'
