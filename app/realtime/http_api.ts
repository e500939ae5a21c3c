/*
| The Pusher Channels HTTP API as Reverb serves it, so Laravel-style broadcasters and
| the official Pusher server SDKs can publish to this server. Framework-free: the
| caller passes method, raw path, decoded query and raw body, and writes the JSON
| response it gets back.
*/

import type { RealtimeAdapter } from './adapters/adapter.js'
import type { ChannelManager } from './channel_manager.js'
import { channelKind, isValidChannelName, Limits } from './protocol.js'
import { verifyApiRequest } from './signatures.js'
import type { HttpApiRequest, HttpApiResponse, RealtimeApp } from './types.js'

type Body = Record<string, unknown>

/** POST routes in the second group, GET routes (channels) in the others. */
const ROUTE = new RegExp(
  '^/apps/([^/]+)/(?:' +
    '(events|batch_events|users/[^/]+/terminate_connections)' +
    '|channels(?:/([^/]+)(/users)?)?' +
    ')$'
)
const TERMINATE = /^users\/([^/]+)\/terminate_connections$/

function reply(status: number, body: Body): HttpApiResponse {
  return { status, body }
}

function failure(status: number, error: string): HttpApiResponse {
  return { status, body: { error } }
}

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseBody(rawBody: string): Body | undefined {
  try {
    const body: unknown = JSON.parse(rawBody)
    return isRecord(body) ? body : undefined
  } catch {
    return undefined
  }
}

function decoded(component: string): string | undefined {
  try {
    return decodeURIComponent(component)
  } catch {
    return undefined
  }
}

function infoFields(info: unknown): Set<string> {
  return new Set(typeof info === 'string' ? info.split(',').map((field) => field.trim()) : [])
}

/**
 * The checks Pusher applies to a published event; shared with the in-process
 * trigger so both paths accept exactly the same events. Null when acceptable.
 */
export function validateEvent(
  channels: unknown,
  name: unknown,
  data: unknown,
  socketId: unknown
): HttpApiResponse | null {
  if (!Array.isArray(channels) || channels.length === 0) {
    return failure(400, 'channels must be a non-empty array (or give one channel)')
  }
  if (channels.length > Limits.MAX_API_CHANNELS) {
    return failure(400, `At most ${Limits.MAX_API_CHANNELS} channels per event`)
  }
  const invalid = channels.find((channel) => !isValidChannelName(channel))
  if (invalid !== undefined) return failure(400, `Invalid channel name: ${String(invalid)}`)
  if (typeof name !== 'string' || name === '' || name.length > Limits.MAX_EVENT_NAME_LENGTH) {
    return failure(400, `name must be a string of 1 to ${Limits.MAX_EVENT_NAME_LENGTH} characters`)
  }
  if (typeof data !== 'string') return failure(400, 'data must be a string')
  if (Buffer.byteLength(data) > Limits.MAX_API_DATA_BYTES) {
    return failure(413, `data exceeds the ${Limits.MAX_API_DATA_BYTES} bytes limit`)
  }
  if (socketId !== undefined && typeof socketId !== 'string') {
    return failure(400, 'socket_id must be a string')
  }
  return null
}

export class HttpApi {
  constructor(
    private readonly apps: Map<string, RealtimeApp>,
    private readonly managerFor: (app: RealtimeApp) => ChannelManager,
    private readonly adapter: RealtimeAdapter,
    /** Closes the connections signed in as the user, on every process. */
    private readonly terminateUser: (app: RealtimeApp, userId: string) => void
  ) {}

  async handle(request: HttpApiRequest): Promise<HttpApiResponse> {
    const match = ROUTE.exec(request.path)
    if (!match) return failure(404, 'Not found')
    const [, appId, post, encodedChannel, users] = match
    const method = request.method.toUpperCase()
    if (method !== (post ? 'POST' : 'GET')) return failure(405, 'Method not allowed')

    const app = this.apps.get(appId)
    if (!app) return failure(404, `No matching application for ID [${appId}]`)
    const problem = verifyApiRequest(app, request, Math.floor(Date.now() / 1000))
    if (problem) return failure(401, problem)

    if (post === 'events') return this.#events(app, request.rawBody)
    if (post === 'batch_events') return this.#batch(app, request.rawBody)
    if (post) return this.#terminate(app, TERMINATE.exec(post)![1])
    if (encodedChannel === undefined) return this.#channels(app, request.query)

    const channel = decoded(encodedChannel)
    if (channel === undefined) return failure(400, 'Malformed channel name')
    return users ? this.#users(app, channel) : this.#channel(app, channel, request.query)
  }

  #terminate(app: RealtimeApp, encodedUserId: string): HttpApiResponse {
    const userId = decoded(encodedUserId)
    if (!userId) return failure(400, 'Malformed user id')
    this.terminateUser(app, userId)
    return reply(200, {})
  }

  async #events(app: RealtimeApp, rawBody: string): Promise<HttpApiResponse> {
    const body = parseBody(rawBody)
    if (!body) return failure(400, 'Body must be a JSON object')
    const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel])
    const invalid = validateEvent(channels, body.name, body.data, body.socket_id)
    if (invalid) return invalid

    const names = channels as string[]
    this.managerFor(app).broadcast({
      appId: app.id,
      channels: names,
      event: body.name as string,
      data: body.data,
      exceptSocketId: body.socket_id as string | undefined,
    })
    if (body.info === undefined) return reply(200, {})

    const fields = infoFields(body.info)
    const counts = await this.adapter.subscriptionCounts(app.id)
    const infos = await Promise.all(names.map((name) => this.#info(app, name, fields, counts)))
    return reply(200, { channels: Object.fromEntries(names.map((name, i) => [name, infos[i]])) })
  }

  /** Validates the whole batch before publishing any of it, so a bad item publishes nothing. */
  async #batch(app: RealtimeApp, rawBody: string): Promise<HttpApiResponse> {
    const batch = parseBody(rawBody)?.batch
    if (!Array.isArray(batch) || batch.length === 0) {
      return failure(400, 'batch must be a non-empty array')
    }
    if (batch.length > Limits.MAX_BATCH_EVENTS) {
      return failure(400, `At most ${Limits.MAX_BATCH_EVENTS} events per batch`)
    }
    for (const item of batch) {
      if (!isRecord(item)) return failure(400, 'Every batch item must be an object')
      const invalid = validateEvent([item.channel], item.name, item.data, item.socket_id)
      if (invalid) return invalid
    }

    const items = batch as Body[]
    const manager = this.managerFor(app)
    for (const item of items) {
      manager.broadcast({
        appId: app.id,
        channels: [item.channel as string],
        event: item.name as string,
        data: item.data,
        exceptSocketId: item.socket_id as string | undefined,
      })
    }
    if (!items.some((item) => item.info !== undefined)) return reply(200, {})

    const counts = await this.adapter.subscriptionCounts(app.id)
    const infos = await Promise.all(
      items.map((item) => this.#info(app, item.channel as string, infoFields(item.info), counts))
    )
    return reply(200, { batch: infos })
  }

  async #channels(app: RealtimeApp, query: Record<string, string>): Promise<HttpApiResponse> {
    const prefix = query.filter_by_prefix ?? ''
    const fields = infoFields(query.info)
    const counts = await this.adapter.subscriptionCounts(app.id)
    const names = [...counts.keys()].filter((name) => name.startsWith(prefix))
    const infos = await Promise.all(names.map((name) => this.#info(app, name, fields, counts)))
    return reply(200, { channels: Object.fromEntries(names.map((name, i) => [name, infos[i]])) })
  }

  async #channel(
    app: RealtimeApp,
    name: string,
    query: Record<string, string>
  ): Promise<HttpApiResponse> {
    if (!isValidChannelName(name)) return failure(400, 'Invalid channel name')
    const counts = await this.adapter.subscriptionCounts(app.id)
    const info = await this.#info(app, name, infoFields(query.info), counts)
    return reply(200, { occupied: (counts.get(name) ?? 0) > 0, ...info })
  }

  async #users(app: RealtimeApp, name: string): Promise<HttpApiResponse> {
    if (channelKind(name) !== 'presence') return failure(400, 'Only presence channels have users')
    const members = await this.adapter.presenceMembers(app.id, name)
    return reply(200, { users: [...members.values()].map(({ id }) => ({ id })) })
  }

  /** user_count exists on presence channels only; subscription_count on every channel. */
  async #info(
    app: RealtimeApp,
    name: string,
    fields: Set<string>,
    counts: Map<string, number>
  ): Promise<Body> {
    const info: Body = {}
    if (fields.has('user_count') && channelKind(name) === 'presence') {
      const members = await this.adapter.presenceMembers(app.id, name)
      info.user_count = members.size
    }
    if (fields.has('subscription_count')) info.subscription_count = counts.get(name) ?? 0
    return info
  }
}
