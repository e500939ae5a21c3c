/*
| One client socket and the little state the protocol needs about it. Kept small on
| purpose: thousands of these sit idle at once.
*/

import { randomInt } from 'node:crypto'
import { WebSocket } from 'ws'
import {
  type BroadcastFrame,
  broadcastTurn,
  type WaitingWriter,
  writeAtTurnEnd,
  writeBroadcast,
  writeBroadcasts,
} from './broadcast_frame.js'
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

export class Connection implements WaitingWriter {
  /** Last time the client sent anything, in ms since epoch. */
  lastActivity: number
  /** When our unanswered `pusher:ping` went out; 0 when none is outstanding. */
  pingSentAt = 0
  /** Subscribed channel → `presenceKey` of the presence user id ('' on other kinds). */
  readonly channels = new Map<string, string>()
  /**
   * Frames for channels whose subscription is still fetching its member list or cached event,
   * held so that nothing broadcast meanwhile arrives before subscription_succeeded.
   * Absent when nothing is pending, which is almost always.
   */
  held: Map<string, BroadcastFrame[]> | undefined
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
  /** Messages still being handled, and the promise the next one waits for. */
  #pending = 0
  #handled: Promise<void> = Promise.resolve()
  /** The turn of the event loop (`broadcastTurn`) this socket last had a broadcast written in. */
  #turn = -1
  /** Broadcasts behind that one in the same turn, written together at its end. */
  #waiting: BroadcastFrame[] | undefined

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

  /**
   * Handles the connection's messages strictly in the order they came: a client event
   * sent right after a subscribe waits for that subscription's authorisation. Other
   * connections have chains of their own, so a slow one holds up nobody else. With
   * nothing pending (a ping, most of the time) the message is handled at once; what
   * waits behind a pending one is skipped once the socket is closing.
   */
  enqueue(handle: () => Promise<void> | undefined, onError: (error: unknown) => void): void {
    let task: Promise<void> | undefined
    try {
      task =
        this.#pending === 0
          ? handle()
          : this.#handled.then(() => (this.ws.readyState === WebSocket.OPEN ? handle() : undefined))
    } catch (error) {
      onError(error)
      return
    }
    if (task === undefined) return
    this.#pending++
    this.#handled = task.catch(onError).finally(() => this.#pending--)
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
    if (this.#waiting) this.writeWaiting()
    if (this.#writable()) this.ws.send(frame, TEXT_FRAME)
  }

  /** Sends a broadcast frame now, or holds it while the channel's subscription completes. */
  deliver(channel: string, frame: BroadcastFrame): void {
    const held = this.held?.get(channel)
    if (held) held.push(frame)
    else this.#sendBroadcast(frame)
  }

  /**
   * The frame's bytes are shared by every subscriber; only their write is per socket.
   * The first broadcast of a turn is written at once, the next ones wait for its end.
   */
  #sendBroadcast(frame: BroadcastFrame): void {
    if (this.#waiting) {
      this.#waiting.push(frame)
      return
    }
    if (!this.#writable()) return
    const turn = broadcastTurn()
    if (this.#turn === turn) {
      this.#waiting = [frame]
      writeAtTurnEnd(this)
      return
    }
    this.#turn = turn
    writeBroadcast(this.ws, frame)
  }

  /** The broadcasts that waited for the end of the turn, in one write. */
  writeWaiting(): void {
    const frames = this.#waiting
    this.#waiting = undefined
    if (frames && this.#writable()) writeBroadcasts(this.ws, frames)
  }

  /** Open and reading: a socket with more unsent than MAX_BUFFERED_BYTES is cut off. */
  #writable(): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false
    if (this.ws.bufferedAmount <= Limits.MAX_BUFFERED_BYTES) return true
    this.#waiting = undefined
    this.ws.terminate()
    return false
  }

  hold(channel: string): void {
    this.held ??= new Map()
    this.held.set(channel, [])
  }

  /**
   * Sends the frames held for a channel, now that its subscription_succeeded went out;
   * after `replayed` (a cache channel's cached event, already sent), only the frames
   * that came after it. They go out together, at once unless broadcasts are already
   * waiting for the end of the turn, behind which they then wait.
   */
  release(channel: string, replayed?: string): void {
    let frames = this.#takeHeld(channel) ?? []
    if (replayed !== undefined) {
      const last = frames.findLastIndex((frame) => frame.toString() === replayed)
      frames = frames.slice(last + 1)
    }
    if (frames.length === 0) return
    if (this.#waiting) {
      this.#waiting.push(...frames)
    } else if (this.#writable()) {
      this.#turn = broadcastTurn()
      writeBroadcasts(this.ws, frames)
    }
  }

  discardHeld(channel: string): void {
    this.#takeHeld(channel)
  }

  #takeHeld(channel: string): BroadcastFrame[] | undefined {
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

  /** After the broadcasts still waiting for the end of the turn. */
  close(code: ErrorCodeValue, reason: string): void {
    if (this.#waiting) this.writeWaiting()
    this.ws.close(code, reason)
  }
}
