/*
| Stopping a server without dropping what it already took. Node's server.close()
| also destroys every connection not busy with a request at that instant, and
| that includes one just accepted whose request has not been read yet, and a
| keep-alive one a client is sending on: either client would see a reset. So
| the listening socket is closed on its own, every later answer says
| `Connection: close`, and idle connections are left to end by themselves (after
| an answer, or at the keep-alive timeout clients are told of) until the deadline.
*/
import { Server as NetServer, type Socket } from 'node:net'
import type { Server } from 'node:http'

/** Follows the HTTP connections of `server` (websockets leave once upgraded). */
export function drainable(server: Server) {
  const open = new Set<Socket>()
  let drained: (() => void) | null = null
  const forget = (socket: Socket) => {
    open.delete(socket)
    if (open.size === 0) drained?.()
  }
  server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => forget(socket))
  })
  server.on('upgrade', (_request, socket: Socket) => forget(socket))

  return {
    /** Stops accepting connections; no open one is cut. */
    stopAccepting() {
      NetServer.prototype.close.call(server)
      server.on('request', (_request, response) => response.setHeader('Connection', 'close'))
    },
    /** Resolves once every HTTP connection has ended, cutting those left at `deadline`. */
    async drain(deadline: number) {
      if (open.size === 0) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))
        drained = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      server.closeAllConnections()
    },
  }
}
