/*
| Everything a client may send over its socket: ping, (un)subscribe, signin and
| client events, one message after the other (see Connection.enqueue). Refusals
| answer with `pusher:error` and keep the connection, as Reverb does; only a failing
| backend closes it (and a flood, before anything gets here: see Connection.received).
*/

import type { ChannelManager } from './channel_manager.js'
import type { Connection } from './connection.js'
import {
  channelKind,
  ErrorCode,
  isValidChannelName,
  Limits,
  USER_CHANNEL_PREFIX,
} from './protocol.js'
import { verifyChannelAuth, verifyUserAuth } from './signatures.js'
import type { PresenceMember, RealtimeLogger } from './types.js'

type Payload = Record<string, unknown>

function isRecord(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** pusher-js sends `data` as an object; other clients send it JSON-encoded. */
function payloadOf(data: unknown): Payload {
  const value = typeof data === 'string' ? parseJson(data) : data
  return isRecord(value) ? value : {}
}

/** A numeric user id stays a number: pusher-js compares it with the channel_data it was given. */
function memberFrom(parsed: unknown): PresenceMember | undefined {
  if (!isRecord(parsed)) return undefined
  const id = parsed.user_id
  const valid = typeof id === 'number' ? Number.isFinite(id) : typeof id === 'string' && id !== ''
  if (!valid) return undefined
  return { id: id as string | number, info: parsed.user_info ?? null }
}

export class MessageHandler {
  constructor(
    private readonly managerFor: (connection: Connection) => ChannelManager,
    private readonly logger: RealtimeLogger
  ) {}

  /**
   * Handles a message; for a subscription, returns a promise that resolves once it is
   * complete (never rejects: a failing backend closes the connection).
   */
  handle(connection: Connection, raw: Buffer): Promise<void> | undefined {
    if (raw.length > Limits.MAX_MESSAGE_BYTES) {
      connection.sendError(
        ErrorCode.MESSAGE_TOO_LARGE,
        `Message exceeds the ${Limits.MAX_MESSAGE_BYTES} bytes limit`
      )
      return
    }
    const message = parseJson(raw.toString())
    if (!isRecord(message) || typeof message.event !== 'string') {
      connection.sendError(ErrorCode.INVALID_MESSAGE, 'Invalid message format')
      return
    }

    const { event } = message
    switch (event) {
      case 'pusher:ping':
        connection.sendEvent('pusher:pong', '{}')
        return
      case 'pusher:pong':
        return
      case 'pusher:subscribe': {
        const data = payloadOf(message.data)
        return this.#subscribe(connection, data).catch((error) => {
          this.logger.error({ err: error, channel: data.channel }, 'realtime: subscription failed')
          connection.close(ErrorCode.BACKEND_UNAVAILABLE, 'Realtime backend unavailable')
        })
      }
      case 'pusher:unsubscribe': {
        const { channel } = payloadOf(message.data)
        if (typeof channel === 'string') {
          this.managerFor(connection).unsubscribe(connection, channel)
        }
        return
      }
      case 'pusher:signin':
        this.#signin(connection, payloadOf(message.data))
        return
    }
    if (event.startsWith('client-')) {
      this.#clientEvent(connection, event, message.channel, message.data)
    } else if (event.startsWith('pusher:')) {
      connection.sendError(ErrorCode.INVALID_MESSAGE, `Unknown event ${event}`)
    } else {
      connection.sendError(
        ErrorCode.CLIENT_EVENT_REJECTED,
        'Client event names must start with client-'
      )
    }
  }

  /** Rejects when the adapter fails. */
  async #subscribe(connection: Connection, data: Payload): Promise<void> {
    const name = data.channel
    if (!isValidChannelName(name)) {
      connection.sendError(
        ErrorCode.INVALID_CHANNEL,
        `Channel names are at most ${Limits.MAX_CHANNEL_NAME_LENGTH} characters ` +
          'of A-Z a-z 0-9 _ - = @ , . ;',
        typeof name === 'string' ? name : undefined
      )
      return
    }
    if (
      connection.channels.size >= Limits.MAX_CHANNELS_PER_CONNECTION &&
      !connection.channels.has(name)
    ) {
      connection.sendError(
        ErrorCode.TOO_MANY_CHANNELS,
        `A connection is on at most ${Limits.MAX_CHANNELS_PER_CONNECTION} channels`,
        name
      )
      return
    }
    const manager = this.managerFor(connection)
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined
    const kind = channelKind(name)

    if (kind === 'public') return manager.subscribe(connection, name)
    if (kind === 'user') {
      if (connection.user && name === `${USER_CHANNEL_PREFIX}${connection.user.id}`) {
        return manager.subscribe(connection, name)
      }
      connection.sendError(ErrorCode.UNAUTHORIZED, 'Connection is unauthorized', name)
      return
    }
    if (!verifyChannelAuth(connection.app, connection.socketId, name, data.auth, channelData)) {
      connection.sendError(ErrorCode.UNAUTHORIZED, 'Connection is unauthorized', name)
      return
    }
    if (kind !== 'presence') return manager.subscribe(connection, name)

    // Pusher lets a signed-in user join presence without channel_data: their
    // signin's user_data stands in for it.
    const member = channelData === undefined ? connection.user : memberFrom(parseJson(channelData))
    if (!member) {
      connection.sendError(
        ErrorCode.INVALID_MESSAGE,
        'channel_data must be JSON with a user_id',
        name
      )
      return
    }
    return manager.subscribePresence(connection, name, member)
  }

  #signin(connection: Connection, data: Payload): void {
    const userData = data.user_data
    if (
      typeof userData !== 'string' ||
      !verifyUserAuth(connection.app, connection.socketId, userData, data.auth)
    ) {
      connection.sendError(ErrorCode.UNAUTHORIZED, 'Invalid signin signature')
      return
    }
    const parsed = parseJson(userData)
    // pusher-js drops a signin whose id is not a non-empty string, so the server refuses it too.
    if (!isRecord(parsed) || typeof parsed.id !== 'string' || parsed.id === '') {
      connection.sendError(ErrorCode.INVALID_MESSAGE, 'user_data must be JSON with a string id')
      return
    }
    if (connection.user && connection.user.id !== parsed.id) {
      const previous = `${USER_CHANNEL_PREFIX}${connection.user.id}`
      this.managerFor(connection).unsubscribe(connection, previous)
    }
    connection.user = { id: parsed.id, info: parsed.user_info ?? null }
    connection.sendEvent('pusher:signin_success', JSON.stringify({ user_data: userData }))
  }

  /**
   * Client events are whispers between authorized members, for apps that enable them:
   * private and presence channels only (an encrypted channel's payload must stay
   * end-to-end, and a public one has no authorization to speak of), from a socket that
   * completed its subscription, at most `Limits.MAX_CLIENT_EVENTS_PER_SECOND` per
   * connection, never echoed to the sender.
   */
  #clientEvent(connection: Connection, event: string, channel: unknown, data: unknown): void {
    if (!connection.app.clientEvents) {
      connection.sendError(
        ErrorCode.CLIENT_EVENT_REJECTED,
        'The app does not have client events enabled',
        typeof channel === 'string' ? channel : undefined
      )
      return
    }
    if (typeof channel !== 'string') {
      connection.sendError(ErrorCode.INVALID_MESSAGE, 'Client events need a channel')
      return
    }
    const kind = channelKind(channel)
    if (kind !== 'private' && kind !== 'presence') {
      connection.sendError(
        ErrorCode.CLIENT_EVENT_REJECTED,
        'Client events are only allowed on private and presence channels',
        channel
      )
      return
    }
    if (event.length > Limits.MAX_EVENT_NAME_LENGTH) {
      connection.sendError(ErrorCode.CLIENT_EVENT_REJECTED, 'Event name too long', channel)
      return
    }
    const manager = this.managerFor(connection)
    if (!manager.isSubscribed(connection, channel)) {
      connection.sendError(
        ErrorCode.UNAUTHORIZED,
        'The client is not a member of the specified channel.',
        channel
      )
      return
    }
    if (!connection.allowClientEvent(Date.now())) {
      connection.sendError(
        ErrorCode.CLIENT_EVENT_REJECTED,
        `Client event rejected: more than ${Limits.MAX_CLIENT_EVENTS_PER_SECOND} in a second`,
        channel
      )
      return
    }
    manager.broadcast({
      appId: connection.app.id,
      channels: [channel],
      event,
      data,
      exceptSocketId: connection.socketId,
      userId: kind === 'presence' ? manager.memberId(connection, channel) : undefined,
    })
  }
}
