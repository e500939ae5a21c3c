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
