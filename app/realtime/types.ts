/*
| Shapes shared by the realtime modules and their callers.
*/

/** Credentials of one Pusher/Reverb app (REVERB_APP_ID, REVERB_APP_KEY, REVERB_APP_SECRET). */
export interface RealtimeApp {
  id: string
  key: string
  secret: string
  /**
   * Whether members of the app's private and presence channels may send client events
   * (`client-*`, laravel-echo's whisper) to each other. Default false: every one is
   * refused with 4301, as Pusher does for an app without client events enabled.
   */
  clientEvents?: boolean
}

/**
 * Structurally compatible with the AdonisJS/pino logger (`logger.warn(obj, msg)`) and
 * with `console`, so either can be passed as is.
 */
export interface RealtimeLogger {
  info(context: Record<string, unknown>, message: string): void
  warn(context: Record<string, unknown>, message: string): void
  error(context: Record<string, unknown>, message: string): void
}

export interface RealtimeServerOptions {
  apps: RealtimeApp[]
  /**
   * Exact origins (`scheme://host[:port]`) browsers may connect from. Empty, or
   * containing '*', allows any origin.
   */
  allowedOrigins: string[] | '*'
  /** Share broadcasts and presence with other processes through this Redis. */
  redisUrl?: string
  /** Prefix of every Redis key and pub/sub channel. Default `posada:realtime:`. */
  redisKeyPrefix?: string
  /**
   * How often a process proves it is alive in Redis; it is presumed dead after 3
   * missed beats. Default 5000.
   */
  heartbeatIntervalMs?: number
  /** Per process; further connections are refused with 4100. Default: no limit. */
  maxConnections?: number
  /** How long a cache channel keeps its last event. Default 30 minutes, as Pusher. */
  cacheTtlMs?: number
  /** Idle time after which the server pings a client; advertised in the handshake. Default 120. */
  activityTimeoutSeconds?: number
  /** Time a pinged client has to answer before it is closed with 4201. Default 30000. */
  pongTimeoutMs?: number
  /**
   * Period of the single sweep that pings idle clients and prunes dead ones.
   * Default derived from the two timeouts.
   */
  sweepIntervalMs?: number
  /**
   * Once Redis is back, every client is asked to reconnect, at this many per second
   * (in random order) so that they do not all reconnect, sign their channels and
   * refetch their pages in the same moment; never spread over more than 10 s.
   * Default 500.
   */
  recoveryClosesPerSecond?: number
  logger?: RealtimeLogger
}

export interface TriggerInput {
  channels: string[]
  event: string
  /** Sent as is when a string (already JSON, as in the HTTP API), JSON-encoded otherwise. */
  data: unknown
  /** The connection that caused the event, which should not receive it (Pusher's socket_id). */
  socketId?: string
  /** Defaults to the first configured app. */
  appId?: string
}

export interface PresenceMember {
  /** As the app gave it: a number stays a number on the wire, as pusher-js expects. */
  id: string | number
  info: unknown
}

/** One member per id whatever its JSON type, as in pusher-js's members hash (42 and "42" are one). */
export function presenceKey(id: string | number): string {
  return String(id)
}

export interface HttpApiRequest {
  method: string
  /** Path exactly as sent on the wire, without the query string: `/apps/1/events`. */
  path: string
  /** Decoded query parameters. */
  query: Record<string, string>
  /** Body exactly as received: its MD5 is part of the signature. */
  rawBody: string
}

export interface HttpApiResponse {
  status: number
  body: Record<string, unknown>
}

export interface RealtimeStats {
  connections: number
  channels: number
}
