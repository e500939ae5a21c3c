/*
| HTTP server entry point (`npm run serve` after a build, or `node ace serve` while developing).
| In production on PostgreSQL and Redis it runs WEB_CONCURRENCY processes on one port
| (bin/cluster.ts); otherwise one.
*/
import 'reflect-metadata'
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { planProcesses, runPrimary, WORKER_READY } from './cluster.js'
import { useEmbeddedDatabaseWhenUnset } from './embedded_database.js'
import { drainable } from './graceful_stop.js'

const APP_ROOT = new URL('../', import.meta.url)

/** How long a stopping process lets the requests it already took run. */
const DRAIN_MS = 10_000

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/*
| A graceful stop, run first of the terminating hooks: stop accepting connections
| (in a cluster, the primary then hands new ones to the other workers), let the
| requests already taken finish and the HTTP connections end (for at most
| DRAIN_MS), and only then close the websockets with 4200, which pusher-js
| answers by reconnecting at once (to another process): so the broadcasts of
| those last requests still reach their clients. AdonisJS's own hook then finds
| the server closed, and the providers close the rest.
*/
async function stopServing(connections: ReturnType<typeof drainable> | null) {
  const deadline = Date.now() + DRAIN_MS
  connections?.stopAccepting()
  const { requestsSettled } = await import('#middleware/requests_in_flight_middleware')
  await requestsSettled(Math.max(0, deadline - Date.now()))
  await connections?.drain(deadline)
  const { realtimeServer } = await import('#services/realtime')
  await realtimeServer()?.shutdown()
}

async function serve() {
  const embedded = await useEmbeddedDatabaseWhenUnset(APP_ROOT, { inMemory: false })

  await new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((app) => {
      app.booting(async () => {
        await import('#start/env')
      })
      const stop = async () => {
        await app.terminate()
        /* A worker's channel to the primary would keep it alive. */
        if (cluster.isWorker) process.disconnect()
      }
      app.listen('SIGTERM', stop)
      app.listen('SIGINT', stop)
      /* Terminating hooks run in reverse order: registered once ready, this one runs first. */
      app.ready(async () => {
        const server = await app.container.make('server')
        const nodeServer = server.getNodeServer()
        const connections = nodeServer ? drainable(nodeServer as Server) : null
        app.terminating(() => stopServing(connections))
        if (cluster.isWorker) process.send!(WORKER_READY)
      })
      /* After the HTTP server closed and before the providers close the pool. */
      app.terminating(async () => {
        if (!embedded) return
        const db = await app.container.make('lucid.db')
        await db.manager.closeAll()
        await embedded.stop()
      })
    })
    .httpServer()
    .start()
    .catch((error) => {
      process.exitCode = 1
      prettyPrintError(error)
    })
}

if (cluster.isPrimary) {
  const plan = await planProcesses(APP_ROOT)
  if (plan.reason) console.log(`› ${plan.reason}`)
  if (plan.workers > 1) runPrimary(plan.workers)
  else await serve()
} else {
  await serve()
}
