/*
| A broadcast's websocket frame, built once and written as the same bytes to every
| subscriber's socket.
|
| `ws` frames each `send` on its own: a new header and two writes per socket, for bytes
| that are the same on every socket of a broadcast. Here the frame is built once with
| `Sender.frame` (exported by `ws`, marked public in its source) and written to each
| socket in one write.
|
| Writing past `ws` keeps its ordering only when its Sender would itself write at once:
| nothing queued behind a compression or a Blob read, not inside a fragmented message,
| and no permessage-deflate negotiated (it would compress; the server does not offer
| it, checked anyway). Those are `ws` internals (`_sender` with `_state`, `_queue` and
| `_firstFragment`; `_extensions`; `_socket`), read in this file only. A socket that
| does not look as expected gets `send`, which is always right; broadcast_frame.spec.ts
| fails when `ws` changes them.
|
| A socket's first broadcast in a turn of the event loop is written at once. Its next
| ones in the same turn (a batch of events, several messages from Redis read together,
| a server catching up on a backlog) wait until the turn's check phase and go out as one
| write: each write to a socket is a system call, and on a busy process those are most
| of a broadcast's cost. Subscribers that waited for the same frames get the same
| joined buffer. The connection writes what waits before anything else it sends.
*/

import type { Writable } from 'node:stream'
import * as wsModule from 'ws'
import type { WebSocket } from 'ws'

interface FrameOptions {
  fin: boolean
  opcode: number
  mask: boolean
  readOnly: boolean
  rsv1: boolean
}

/** `ws` exports its Sender (`import { Sender } from 'ws'`); its typings leave it out. */
const { Sender } = wsModule as unknown as {
  Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] }
}

/** A final text frame, unmasked as a server's must be, uncompressed. */
const TEXT_FRAME: FrameOptions = { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }

/** Sender's `DEFAULT` state in ws/lib/sender.js: what `send` gets now is written at once. */
const SENDER_IDLE = 0

/** The one extension `ws` knows; its public `extensions` getter builds a string on every read. */
const PERMESSAGE_DEFLATE = 'permessage-deflate'

interface WebSocketInternals {
  _sender?: { _state?: unknown; _queue?: unknown; _firstFragment?: unknown } | null
  _socket?: Writable | null
  _extensions?: Record<string, unknown> | null
}

export class BroadcastFrame {
  #wire: Buffer | undefined

  /** `payload` is the JSON text's bytes; it is never modified. */
  constructor(readonly payload: Buffer) {}

  static of(text: string): BroadcastFrame {
    return new BroadcastFrame(Buffer.from(text))
  }

  /** Header and payload in one buffer, built for the first socket that takes it. */
  get wire(): Buffer {
    this.#wire ??= Buffer.concat(Sender.frame(this.payload, TEXT_FRAME))
    return this.#wire
  }

  toString(): string {
    return this.payload.toString()
  }
}

/**
 * The socket to write a prepared frame to, when `ws` would write a `send` to it right
 * away; undefined when the frame must go through `send` to keep its place in line.
 */
export function directSocket(ws: WebSocket): Writable | undefined {
  const internals = ws as unknown as WebSocketInternals
  const { _sender: sender, _socket: socket, _extensions: extensions } = internals
  if (!sender || sender._state !== SENDER_IDLE || sender._firstFragment !== true) return undefined
  if (!Array.isArray(sender._queue) || sender._queue.length > 0) return undefined
  if (typeof extensions !== 'object' || extensions === null) return undefined
  if (extensions[PERMESSAGE_DEFLATE] !== undefined) return undefined
  if (typeof socket?.write !== 'function') return undefined
  return socket
}

/** The caller checks that the socket is open, as before any `send`. */
export function writeBroadcast(ws: WebSocket, frame: BroadcastFrame): void {
  const socket = directSocket(ws)
  if (socket) socket.write(frame.wire)
  else ws.send(frame.payload, { binary: false })
}

/** Several frames in their order: one write when `ws` is idle, one `send` each otherwise. */
export function writeBroadcasts(ws: WebSocket, frames: BroadcastFrame[]): void {
  if (frames.length === 1) return writeBroadcast(ws, frames[0])
  const socket = directSocket(ws)
  if (socket) socket.write(joinedWire(frames))
  else for (const frame of frames) ws.send(frame.payload, { binary: false })
}

/** The last frames joined, shared by the next socket that waited for the very same ones. */
let joined: { frames: BroadcastFrame[]; wire: Buffer } | undefined

function joinedWire(frames: BroadcastFrame[]): Buffer {
  if (joined && sameFrames(joined.frames, frames)) return joined.wire
  const wire = Buffer.concat(frames.map((frame) => frame.wire))
  joined = { frames, wire }
  return wire
}

function sameFrames(a: BroadcastFrame[], b: BroadcastFrame[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** What holds frames until the end of the turn. */
export interface WaitingWriter {
  writeWaiting(): void
}

let turn = 0
let turnEnding = false
let waiting: WaitingWriter[] = []

/**
 * The number of the current turn of the event loop, for a socket to tell whether it
 * already wrote a broadcast in it. Asking makes sure the turn's end is scheduled.
 */
export function broadcastTurn(): number {
  if (!turnEnding) {
    turnEnding = true
    setImmediate(endTurn)
  }
  return turn
}

/** `writer.writeWaiting()` is called at the end of this turn, in the order of the calls. */
export function writeAtTurnEnd(writer: WaitingWriter): void {
  broadcastTurn()
  waiting.push(writer)
}

function endTurn(): void {
  turnEnding = false
  turn++
  const writers = waiting
  waiting = []
  for (const writer of writers) writer.writeWaiting()
  joined = undefined
}
