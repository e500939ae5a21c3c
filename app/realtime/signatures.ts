/*
| The three HMAC-SHA256 signatures of the Pusher protocol: channel authorization,
| user authentication (signin) and HTTP API request signing. Signing and verifying
| share one implementation so the app's auth endpoint and the server cannot drift.
*/

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { HttpApiRequest, RealtimeApp } from './types.js'

/** How far `auth_timestamp` may be from the server clock, as Pusher allows. */
const API_TIMESTAMP_TOLERANCE_SECONDS = 600

function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function channelPayload(socketId: string, channel: string, channelData?: string): string {
  return channelData ? `${socketId}:${channel}:${channelData}` : `${socketId}:${channel}`
}

/**
 * The `auth` value an app's `/broadcasting/auth` endpoint returns for private,
 * encrypted and presence channels.
 */
export function signChannelAuth(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  channelData?: string
): string {
  return `${app.key}:${hmacHex(app.secret, channelPayload(socketId, channel, channelData))}`
}

/** Compares the whole `key:signature` string, so a token signed for another app fails too. */
export function verifyChannelAuth(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string
): boolean {
  if (typeof auth !== 'string') return false
  return constantTimeEquals(auth, signChannelAuth(app, socketId, channel, channelData))
}

/** The `auth` value a user authentication endpoint returns for `pusher:signin`. */
export function signUserAuth(app: RealtimeApp, socketId: string, userData: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}::user::${userData}`)}`
}

export function verifyUserAuth(
  app: RealtimeApp,
  socketId: string,
  userData: string,
  auth: unknown
): boolean {
  if (typeof auth !== 'string') return false
  return constantTimeEquals(auth, signUserAuth(app, socketId, userData))
}

/**
 * Verifies a request signed the way the official Pusher server SDKs sign: every query
 * parameter except auth_signature, plus body_md5 of the received body, sorted by key,
 * joined as `k=v&...` without URL-encoding, under `METHOD\npath\n`.
 *
 * body_md5 is recomputed from the body (as Reverb does) rather than trusted, so a
 * tampered body changes the string to sign. Returns null when valid, else the reason.
 */
export function verifyApiRequest(
  app: RealtimeApp,
  request: HttpApiRequest,
  nowSeconds: number
): string | null {
  const { query } = request
  if (query.auth_key !== app.key) return 'Unknown auth_key'
  if (query.auth_version !== '1.0') return 'Unsupported auth_version'
  const timestamp = Number(query.auth_timestamp)
  if (!Number.isFinite(timestamp)) return 'Missing auth_timestamp'
  if (Math.abs(nowSeconds - timestamp) > API_TIMESTAMP_TOLERANCE_SECONDS) {
    return 'Timestamp expired: check the server clock'
  }
  if (typeof query.auth_signature !== 'string') return 'Missing auth_signature'

  const params: Record<string, string> = { ...query }
  delete params.auth_signature
  delete params.body_md5
  if (request.rawBody !== '') {
    params.body_md5 = createHash('md5').update(request.rawBody).digest('hex')
  }
  const signed = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
  const method = request.method.toUpperCase()
  const expected = hmacHex(app.secret, `${method}\n${request.path}\n${signed}`)
  return constantTimeEquals(expected, query.auth_signature) ? null : 'Invalid signature'
}
