/*
| Pusher Channels protocol 7 as spoken by Laravel Reverb: codes, limits, channel kinds
| and the JSON frames the server writes.
*/

/**
 * Codes used both inside `pusher:error` payloads and as WebSocket close codes.
 *
 * pusher-js picks what to do after a close from the code's range: 4000-4099 never
 * reconnect, 4100-4199 reconnect after a back-off, 4200-4299 reconnect at once, and
 * 4300-4399 are errors that leave the connection open. Every code below sits in the
 * range that matches what this server does after sending it.
 */
export const ErrorCode = {
  /** Unknown app key in the URL. Sent, then the connection is closed with it. */
  APP_NOT_FOUND: 4001,
  /**
   * Refused credentials. Closes the connection for a refused Origin and for a user
   * whose connections the app terminates (pusher-js then stays disconnected); a bad
   * channel or user signature, or a client event on a channel the sender has not
   * joined, answers with an error and keeps the connection (as Reverb does).
   */
  UNAUTHORIZED: 4009,
  /** `maxConnections` reached on this process. Sent, then closed with it. */
  OVER_CAPACITY: 4100,
  /**
   * More than `Limits.MAX_MESSAGES_PER_SECOND` frames from one connection within a
   * second. Sent, then closed with it. The same code as OVER_CAPACITY: Pusher's only
   * documented code of the back-off range, the one range that both ends the flood
   * (4300-4399 would leave the socket open) and lets a well-meaning client come back
   * (after pusher-js's 1 s back-off; 4000-4099 would stop it for good, 4200-4299 would
   * reconnect it at once).
   */
  MESSAGE_RATE_LIMIT: 4100,
  /** The shared backend (Redis) failed; the client comes back after a back-off. */
  BACKEND_UNAVAILABLE: 4101,
  /** Server shutting down or restarting: the client should reconnect right away. */
  RECONNECT: 4200,
  /** No reply to our `pusher:ping` within the pong timeout. */
  PONG_TIMEOUT: 4201,
  /** Unparsable frame, missing event name or unknown `pusher:` event. */
  INVALID_MESSAGE: 4300,
  /**
   * Client event refused: client events are off for the app, the name lacks the
   * `client-` prefix, the channel kind forbids them, or the connection sent more than
   * `Limits.MAX_CLIENT_EVENTS_PER_SECOND` (Pusher documents 4301 for that last case;
   * Reverb answers the first with it too). The event is dropped, the connection kept.
   */
  CLIENT_EVENT_REJECTED: 4301,
  /** Frame larger than `Limits.MAX_MESSAGE_BYTES`; the frame is dropped. */
  MESSAGE_TOO_LARGE: 4302,
  /** Channel name too long, with forbidden characters, or not a string. */
  INVALID_CHANNEL: 4303,
  /** Presence channel already holds `Limits.MAX_PRESENCE_MEMBERS` distinct users. */
  PRESENCE_FULL: 4304,
  /** The connection is already on `Limits.MAX_CHANNELS_PER_CONNECTION` channels. */
  TOO_MANY_CHANNELS: 4305,
} as const

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** The limits Pusher Channels documents, enforced the same way here, and a few of Posada's own. */
export const Limits = {
  /** Any frame a client sends, client events included (Pusher: 10 KB). */
  MAX_MESSAGE_BYTES: 10 * 1024,
  /** Pusher's documented rate for client events, per connection. */
  MAX_CLIENT_EVENTS_PER_SECOND: 10,
  /**
   * Posada's own, as Pusher sets no number: the screens use a handful of channels, and
   * a browser tab that needs more is a bug or an attack.
   */
  MAX_CHANNELS_PER_CONNECTION: 100,
  /**
   * Frames of any kind (pings, subscriptions, WebSocket pings included) from one
   * connection within one second, past which it is closed. Twice the channel limit, so
   * a client that reconnects and resubscribes to all its channels at once stays far
   * below it.
   */
  MAX_MESSAGES_PER_SECOND: 200,
  MAX_CHANNEL_NAME_LENGTH: 200,
  MAX_EVENT_NAME_LENGTH: 200,
  MAX_PRESENCE_MEMBERS: 100,
  MAX_API_CHANNELS: 100,
  MAX_API_DATA_BYTES: 10 * 1024,
  MAX_BATCH_EVENTS: 10,
  /**
   * Frames past this are cut by the WebSocket layer itself (close 1009) before they
   * are buffered whole; between MAX_MESSAGE_BYTES and this the client gets
   * MESSAGE_TOO_LARGE and keeps its connection.
   */
  MAX_FRAME_BYTES: 64 * 1024,
  /**
   * A socket that has this much unsent data is not reading; dropping it protects the
   * process from one slow client holding every broadcast in memory.
   */
  MAX_BUFFERED_BYTES: 1024 * 1024,
} as const

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'user'

/** Channel pusher-js subscribes to after `pusher:signin` to receive events sent to the user. */
export const USER_CHANNEL_PREFIX = '#server-to-user-'

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted'
  if (name.startsWith('private-')) return 'private'
  if (name.startsWith('presence-')) return 'presence'
  if (name.startsWith(USER_CHANNEL_PREFIX)) return 'user'
  return 'public'
}

const CACHE_CHANNEL = /^(?:private-encrypted-|private-|presence-)?cache-/

/**
 * Cache channels remember their last server event for new subscribers (Pusher's
 * `cache-`, `private-cache-`, `private-encrypted-cache-` and `presence-cache-`).
 */
export function isCacheChannel(name: string): boolean {
  return CACHE_CHANNEL.test(name)
}

/** How long a cache channel keeps its last event, as Pusher documents ("up to 30 minutes"). */
export const CACHE_TTL_MS = 30 * 60 * 1000

export function isValidChannelName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > Limits.MAX_CHANNEL_NAME_LENGTH) return false
  const body = name.startsWith(USER_CHANNEL_PREFIX) ? name.slice(USER_CHANNEL_PREFIX.length) : name
  return CHANNEL_NAME.test(body)
}

/**
 * One frame as pusher-js decodes it. `data` is written as given: server events carry
 * a JSON string (what the HTTP API receives), client events carry whatever the
 * sending client put there, exactly as Reverb relays them.
 */
export function encodeEvent(
  event: string,
  data: unknown,
  channel?: string,
  userId?: string | number
): string {
  return JSON.stringify({ event, channel, data, user_id: userId })
}

/** Reverb encodes the error payload as a JSON string, like every other `pusher:` event. */
export function encodeError(code: ErrorCodeValue, message: string, channel?: string): string {
  return encodeEvent('pusher:error', JSON.stringify({ code, message }), channel)
}
