/*
| Ace commands entry point. Commands that touch the database get the embedded
| PostgreSQL when DATABASE_URL is unset; the rest (build, make:*) start nothing,
| and so do posada:backup and posada:restore, which must not open a directory the
| running app serves (they find that app, or open the files themselves).
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

const command = process.argv[2] ?? ''
const needsDatabase =
  /^(migration:|db:|schema:|posada:|repl$)/.test(command) &&
  !/^posada:(backup|restore)$/.test(command)
const embedded = needsDatabase
  ? await useEmbeddedDatabaseWhenUnset(APP_ROOT, { inMemory: false })
  : null

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
    app.terminating(async () => {
      await embedded?.stop()
    })
  })
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
  .finally(() => embedded?.stop())
