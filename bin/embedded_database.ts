/*
| Embedded PostgreSQL: when DATABASE_URL is unset, Posada runs PGlite (PostgreSQL
| compiled to WebAssembly) in a worker thread of its own (bin/embedded_database_worker.ts)
| and serves it over the Postgres wire protocol on a loopback port, so Lucid's
| ordinary `pg` driver talks to it and no query runs on the web process's event loop.
| PGlite answers one session at a time, so the pool is capped at one connection
| (see config/database.ts).
*/
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

export type EmbeddedDatabase = { url: string; stop(): Promise<void> }

/** How long a stopping database may take to close its files before its thread is ended. */
const STOP_GRACE_MS = 10_000

let running: EmbeddedDatabase | null = null

/* Compiled, the worker is JavaScript next to this file; from the sources, TypeScript. */
const workerFile = new URL(
  `./embedded_database_worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url
)

export async function startEmbeddedDatabase(
  appRoot: URL,
  options: { inMemory: boolean }
): Promise<EmbeddedDatabase> {
  if (running) return running
  /* STORAGE_PATH keeps the data outside build/ when the compiled app runs. */
  const dataDir = options.inMemory
    ? undefined
    : join(process.env.STORAGE_PATH ?? fileURLToPath(new URL('storage', appRoot)), 'database')

  const worker = new Worker(workerFile, { workerData: { dataDir } })
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve))
  const connection = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { type: string; connection?: string; message?: string }) =>
      message.type === 'ready'
        ? resolve(message.connection!)
        : reject(new Error(`the embedded database did not start: ${message.message}`))
    )
    worker.once('error', reject)
    exited.then((code) => reject(new Error(`the embedded database thread ended (${code})`)))
  })

  let stopping = false
  /* A database that goes away while the app runs leaves it nothing to serve: stop. */
  exited.then((code) => {
    if (stopping) return
    console.error(`The embedded database stopped unexpectedly (thread exit code ${code}).`)
    process.exit(1)
  })

  const handle: EmbeddedDatabase = {
    url: `postgres://postgres:postgres@${connection}/postgres`,
    async stop() {
      if (running !== handle) return
      running = null
      stopping = true
      worker.postMessage({ type: 'stop' })
      const timer = setTimeout(() => worker.terminate(), STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    },
  }
  running = handle
  return handle
}

/**
 * Points DATABASE_URL at the embedded database when the environment gives none,
 * and reports whether it did.
 */
export async function useEmbeddedDatabaseWhenUnset(appRoot: URL, options: { inMemory: boolean }) {
  if (process.env.DATABASE_URL) return null
  const embedded = await startEmbeddedDatabase(appRoot, options)
  process.env.DATABASE_URL = embedded.url
  process.env.POSADA_EMBEDDED_DATABASE = 'true'
  return embedded
}
