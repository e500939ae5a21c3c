import type { Server as NodeHttpServer } from 'node:http'
import type { ApplicationService } from '@adonisjs/core/types'
import { createRealtimeServer, type RealtimeServer } from '#realtime/index'

/*
| Runs Posada's Pusher-protocol server inside the web process, on the HTTP port at
| `/app/{key}`, and broadcasts every activity-log event once its transaction has
| committed. ace commands and the REPL run no realtime server: broadcast() is a
| no-op there.
*/
export default class RealtimeProvider {
  #server: RealtimeServer | null = null
  #stopBroadcastingEvents: (() => unknown) | null = null

  constructor(protected app: ApplicationService) {}

  async start() {
    await import('#start/channels')
  }

  async ready() {
    if (!['web', 'test'].includes(this.app.getEnvironment())) return
    const { realtimeApp, allowedOrigins, redisUrl } = await import('#config/realtime')
    const { setRealtimeServer } = await import('#services/realtime')
    const { broadcast } = await import('#services/broadcast')
    const { onEventCommitted } = await import('#services/record_event')
    const logger = await this.app.container.make('logger')

    const realtime = createRealtimeServer({ apps: [realtimeApp], allowedOrigins, redisUrl, logger })
    this.#server = realtime
    setRealtimeServer(realtime)
    this.#stopBroadcastingEvents = onEventCommitted((event) => {
      try {
        broadcast('events', 'EventRecorded', event)
      } catch (error) {
        logger.error({ err: error }, 'realtime: could not broadcast an activity-log event')
      }
    })

    const server = await this.app.container.make('server')
    const nodeServer = server.getNodeServer()
    if (nodeServer) {
      realtime.attach(nodeServer as NodeHttpServer)
      return
    }
    /*
    | Tests create the node server after the app is ready (testUtils.httpServer().start()),
    | so the socket is attached the moment that server is handed to AdonisJS.
    */
    const setNodeServer = server.setNodeServer.bind(server)
    server.setNodeServer = (created) => {
      setNodeServer(created)
      realtime.attach(created as NodeHttpServer)
    }
  }

  /* Clients are closed with 4200 ("reconnect") so they move to another process. */
  async shutdown() {
    this.#stopBroadcastingEvents?.()
    await this.#server?.shutdown()
    if (this.#server) {
      const { setRealtimeServer } = await import('#services/realtime')
      setRealtimeServer(null)
    }
    this.#server = null
  }
}
