/*
| Public API of Posada's realtime server (Pusher protocol 7, Reverb-compatible).
*/

export { createRealtimeServer, RealtimeServer } from './realtime_server.js'
export { signChannelAuth, signUserAuth } from './signatures.js'
export { ErrorCode, Limits } from './protocol.js'
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
