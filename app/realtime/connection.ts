/*
| One client socket and the little state the protocol needs about it. Kept small on
| purpose: thousands of these sit idle at once.
*/

import { randomInt } from 'node:crypto'
import { WebSocket } from 'ws'
import { encodeError, encodeEvent, ErrorCode, Limits, type ErrorCodeValue } from './protocol.js'
import type { PresenceMember, RealtimeApp } from './types.js'

/** Pusher's format: two random integers joined by a dot. Random so ids cannot be guessed. */
export function generateSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`
}

export type Frame = string | Buffer

/** Length of the windows the per-connection rates are counted in. */
const RATE_WINDOW_MS = 1000

/** ws sends Buffers as binary frames unless told otherwise; Pusher frames are always text. */
const TEXT_FRAME = { binary: false }

export class Connection {
  /** Last time the client sent anything, in ms since epoch. */
  lastActivity: number
  /** When our unanswered `pusher:ping` went out; 0 when none is outstanding. */
  pingSentAt = 0
  /** Subscribed channel → presence user id ('' on other kinds). */
  readonly channels = new Map<string, string>()
  /**
   * Frames for channels whose presence subscription is still fetching its member list,
   * held so that nothing broadcast meanwhile arrives before subscription_succeeded.
   * Absent when nothing is pending, which is almost always.
   */
  held: Map<string, Frame[]> | undefined
  /** Set by a successful `pusher:signin`. */
  user: PresenceMember | undefined
  /**
   * Rates are counted in windows of one second that open with the first frame after the
   * previous one closed, so a burst is always counted whole in one window.
   */
  #framesSince = 0
  #frames = 0
  #clientEventsSince = 0
  #clientEvents = 0

  constructor(
    readonly ws: WebSocket,
    readonly app: RealtimeApp,
    readonly socketId: string,
    now: number
  ) {
    this.lastActivity = now
  }

  touch(now: number): void {
    this.lastActivity = now
    this.pingSentAt = 0
  }

  /**
   * Counts a frame the client sent and says whether to handle it. Nothing is handled
   * once the connection is closing; the frame past `Limits.MAX_MESSAGES_PER_SECOND` in
   * one second closes it (after a `pusher:error` saying why, as pusher-js expects).
   */
  received(now: number): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false
    this.touch(now)
    if (now - this.#framesSince >= RATE_WINDOW_MS) {
      this.#framesSince = now
      this.#frames = 0
    }
    if (++this.#frames <= Limits.MAX_MESSAGES_PER_SECOND) return true
    const reason = `More than ${Limits.MAX_MESSAGES_PER_SECOND} messages in a second`
    this.sendError(ErrorCode.MESSAGE_RATE_LIMIT, reason)
    this.close(ErrorCode.MESSAGE_RATE_LIMIT, reason)
    return false
  }

  /** Counts a client event; false for those past `Limits.MAX_CLIENT_EVENTS_PER_SECOND` in one second. */
  allowClientEvent(now: number): boolean {
    if (now - this.#clientEventsSince >= RATE_WINDOW_MS) {
      this.#clientEventsSince = now
      this.#clientEvents = 0
    }
    return ++this.#clientEvents <= Limits.MAX_CLIENT_EVENTS_PER_SECOND
  }

  send(frame: Frame): void {
    if (this.ws.readyState !== WebSocket.OPEN) return
    if (this.ws.bufferedAmount > Limits.MAX_BUFFERED_BYTES) {
      this.ws.terminate()
      return
    }
    this.ws.send(frame, TEXT_FRAME)
  }

  /** Sends a broadcast frame now, or holds it while the channel's subscription completes. */
  deliver(channel: string, frame: Frame): void {
    const held = this.held?.get(channel)
    if (held) held.push(frame)
    else this.send(frame)
  }

  hold(channel: string): void {
    this.held ??= new Map()
    this.held.set(channel, [])
  }

  /** Sends the frames held for a channel, now that its subscription_succeeded went out. */
  release(channel: string): void {
    for (const frame of this.#takeHeld(channel) ?? []) this.send(frame)
  }

  discardHeld(channel: string): void {
    this.#takeHeld(channel)
  }

  #takeHeld(channel: string): Frame[] | undefined {
    const frames = this.held?.get(channel)
    if (!frames) return undefined
    this.held!.delete(channel)
    if (this.held!.size === 0) this.held = undefined
    return frames
  }

  sendEvent(event: string, data: unknown, channel?: string): void {
    this.send(encodeEvent(event, data, channel))
  }

  sendError(code: ErrorCodeValue, message: string, channel?: string): void {
    this.send(encodeError(code, message, channel))
  }

  close(code: ErrorCodeValue, reason: string): void {
    this.ws.close(code, reason)
  }
}
