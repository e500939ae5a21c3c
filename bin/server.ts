/*
| HTTP server entry point (`npm run serve` after a build, or `node ace serve` while developing).
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { useEmbeddedDatabaseWhenUnset } from './embedded_database.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

const embedded = await useEmbeddedDatabaseWhenUnset(APP_ROOT, { inMemory: false })

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
    /*
    | Terminating hooks run in reverse order, so this one runs after the HTTP
    | server stopped taking requests: let the handlers still running finish (for
    | at most 10 s), then, before the providers close the pool, close it here
    | and stop the embedded database.
    */
    app.terminating(async () => {
      const { requestsSettled } = await import('#middleware/requests_in_flight_middleware')
      await requestsSettled(10_000)
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
